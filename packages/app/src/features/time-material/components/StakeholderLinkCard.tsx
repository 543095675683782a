import type { TimeMaterialContract } from '@keel/types';
import { PublicLinkCard } from '../../../lib/public-link/PublicLinkCard';
import {
  useRevokeStakeholderTokenMutation,
  useRotateStakeholderTokenMutation,
} from '../time-material.mutations';

/** The contract's public link for its client (the shared `PublicLinkCard`). */
export function StakeholderLinkCard({
  projectId,
  contract,
}: {
  projectId: number;
  contract: TimeMaterialContract;
}) {
  const rotate = useRotateStakeholderTokenMutation(projectId);
  const revoke = useRevokeStakeholderTokenMutation(projectId);
  const link = contract.stakeholderLink;
  // Null for a reader who may not manage the contract: no card.
  if (!link) return null;
  return (
    <PublicLinkCard
      recordId={contract.id}
      activeSince={link.active ? link.createdAt : null}
      activeText="sees this contract's hours and amounts"
      inactiveText="No public link. A link lets your client follow this contract’s hours and amounts without signing in; rates are never shown."
      revokedText="can no longer open the contract"
      create={() => rotate.mutateAsync(contract)}
      revoke={() => revoke.mutateAsync(contract)}
      isCreating={rotate.isPending}
      isRevoking={revoke.isPending}
    />
  );
}
