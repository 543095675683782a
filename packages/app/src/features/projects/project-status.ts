import type { BadgeTone } from '@keel/ui';
import type { ProjectStatus } from '@keel/types';

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
