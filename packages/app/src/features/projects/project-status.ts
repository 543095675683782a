import type { BadgeTone } from '@keel/ui';
import type { ProjectStatus, RagDimension } from '@keel/types';

/** The names of the RAG dimensions (the dashboard's matrix reads them without the RAG form). */
export const RAG_DIMENSION_TITLES: Record<RagDimension, string> = {
  overall: 'Overall',
  schedule: 'Schedule',
  budget: 'Budget',
  scope: 'Scope',
};

/** The badge tone of a project status. */
export function statusTone(status: ProjectStatus): BadgeTone {
  switch (status) {
    case 'active':
      return 'positive';
    case 'onHold':
      return 'caution';
    case 'cancelled':
      return 'critical';
    case 'completed':
      return 'info';
    default:
      return 'neutral';
  }
}
