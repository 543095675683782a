import type { StatusReport } from '@keel/types';
import { PublicLinkCard } from '../../../lib/public-link/PublicLinkCard';
import { useCreateReportLinkMutation, useRevokeReportLinkMutation } from '../reports.mutations';

/** The published report's public link (the shared `PublicLinkCard`). */
export function ReportLinkCard({ projectId, report }: { projectId: number; report: StatusReport }) {
  const create = useCreateReportLinkMutation(projectId);
  const revoke = useRevokeReportLinkMutation(projectId);
  return (
    <PublicLinkCard
      recordId={report.id}
      activeSince={report.publicLink?.createdAt ?? null}
      activeText="reads this report in print mode"
      inactiveText="No public link. A link lets anyone who has it read and print this report without signing in; the risks hidden from stakeholders are left out."
      revokedText="can no longer open the report"
      create={() => create.mutateAsync(report)}
      revoke={() => revoke.mutateAsync(report)}
      isCreating={create.isPending}
      isRevoking={revoke.isPending}
    />
  );
}
