import { useQuery } from '@tanstack/react-query';
import type { ProjectPermissions } from '@keel/types';
import {
  Badge,
  Button,
  Callout,
  EmptyState,
  Inline,
  MarkdownView,
  Skeleton,
  Stack,
  Text,
} from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { EMPTY, formatInstant } from '../../../lib/format';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { REPORT_STATE_TITLES, REPORT_STATE_TONES, periodText } from '../report-model';
import { reportQueryOptions } from '../reports.queries';
import { ReportContent } from './ReportContent';
import { ReportEditor } from './ReportEditor';
import { ReportLinkCard } from './ReportLinkCard';

/**
 * One report of the tab (`?report=<id>`): a draft is a form for those who may
 * write reports and read-only for the others; a published report shows its
 * frozen content and, to its writers, the public link.
 */
/** The report's texts rendered in the page (the Markdown as written). */
function ReportMarkdown({ text, emptyText }: { text: string; emptyText?: string }) {
  return <MarkdownView source={text} emptyText={emptyText} />;
}

export function ReportDetail({
  projectId,
  reportId,
  permissions,
  onBack,
}: {
  projectId: number;
  reportId: number;
  permissions: ProjectPermissions;
  onBack: () => void;
}) {
  const query = useQuery(reportQueryOptions(projectId, reportId));
  const back = (
    <Inline>
      <Button icon="chevronLeft" variant="ghost" onPress={onBack}>
        All reports
      </Button>
    </Inline>
  );

  if (query.isPending)
    return (
      <Stack>
        {back}
        <Skeleton lines={10} label="Loading the report" />
      </Stack>
    );
  if (!query.data) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack>
        {back}
        {gone ? (
          <EmptyState
            icon="fileText"
            title="This report does not exist"
            description="It was deleted, or the link names another project's report."
          />
        ) : (
          <LoadFailed what="The report" onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }

  const report = query.data;
  const canWrite = permissions.createReports;
  return (
    <Stack gap="large">
      {back}
      <Stack gap="small">
        <Inline align="center">
          <Text as="h2" size="xlarge" weight="strong">
            Status report {periodText(report)}
          </Text>
          <Badge tone={REPORT_STATE_TONES[report.state]}>{REPORT_STATE_TITLES[report.state]}</Badge>
        </Inline>
        <Text as="p" tone="muted" size="small">
          {report.state === 'published'
            ? `Published ${formatInstant(report.publishedAt)}${report.publishedBy ? ` by ${report.publishedBy.name}` : ''} · author ${report.author?.name ?? EMPTY}. A published report never changes.`
            : `Draft by ${report.author?.name ?? EMPTY} · last saved ${formatInstant(report.updatedAt)}. The risks and milestones are live until it is published.`}
        </Text>
      </Stack>
      {report.state === 'draft' && canWrite ? (
        <ReportEditor
          projectId={projectId}
          report={report}
          canReadRisks={permissions.readRisks}
          onReload={async () => (await query.refetch()).data}
          onDeleted={onBack}
        />
      ) : (
        <>
          {report.state === 'draft' ? (
            <Callout tone="info" announce="none">
              This draft is not published yet; only those who write reports may change it.
            </Callout>
          ) : null}
          <ReportContent
            rag={report.rag}
            summary={report.summary}
            achievements={report.achievements}
            nextSteps={report.nextSteps}
            topRisks={report.topRisks}
            milestones={report.milestones}
            markHidden
            Markdown={ReportMarkdown}
          />
          {report.state === 'published' && canWrite ? (
            <ReportLinkCard projectId={projectId} report={report} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
