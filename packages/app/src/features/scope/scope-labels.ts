import type { BadgeTone } from '@keel/ui';
import type { ScopeItemStatus, ScopeItemType } from '@keel/types';

/** Status words and tones of scope items: the text always says it, the tone only underlines it. */
export const SCOPE_STATUS_LABELS: Record<ScopeItemStatus, string> = {
  proposed: 'Proposed',
  approved: 'Approved',
  rejected: 'Rejected',
  delivered: 'Delivered',
};

export const SCOPE_STATUS_TONES: Record<ScopeItemStatus, BadgeTone> = {
  proposed: 'caution',
  approved: 'info',
  rejected: 'critical',
  delivered: 'positive',
};

export const SCOPE_TYPE_LABELS: Record<ScopeItemType, string> = {
  baseline: 'Baseline item',
  change: 'Change request',
};

/** A signed delta for the budget history and the decision dialog, e.g. `+7.5 h`. */
export function signed(value: number, text: string): string {
  return value > 0 ? `+${text}` : text;
}
