import { Badge, type BadgeTone } from '@keel/ui';
import type { UserStatus } from '@keel/types';

const TONES: Record<UserStatus, BadgeTone> = {
  active: 'positive',
  invited: 'info',
  disabled: 'neutral',
};
const LABELS: Record<UserStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

export function userStatusLabel(status: UserStatus): string {
  return LABELS[status];
}

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
