import { useParams } from 'react-router';
import {
  MarkdownHtml,
  PrintSheet,
  PrintSheetButton,
  PrintSheetFooter,
  PrintSheetHeader,
  PrintSheetNotice,
  Skeleton,
  Text,
} from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { EMPTY, formatInstant } from '../../../lib/format';
import { periodText } from '../report-model';
import { usePublicReport } from '../reports.public';
import { ReportContent } from '../components/ReportContent';
import { OverallDot } from '../components/OverallDot';

/**
 * `/reports/status/viewer/{reportToken}` and
 * `/projects/reports/viewer/{reportToken}`: the published status report a
 * public link opens, without sign-in, in print mode. Plain HTML (tables for
 * the RAG, risks and milestones), a Print button that paper never shows, an
 * A4 print stylesheet (`reports.css.ts`). A revoked, rotated or mistyped
 * token is one not-found page, never saying which.
 */
export default function PublicReportPage() {
  const { reportToken = '' } = useParams();
  const view = usePublicReport(reportToken);

  if (reportToken === '') return <NotFound />;
  if (!view.data) {
    if (view.error) {
      if (isApiError(view.error) && view.error.status === 0)
        return (
          <PrintSheetNotice width="report" icon="alert" title="The report could not be loaded">
            <Text as="p" tone="muted" size="small">
              Check your connection and try again.
            </Text>
            <span>
              <PrintSheetButton onClick={() => void view.refetch()}>Try again</PrintSheetButton>
            </span>
          </PrintSheetNotice>
        );
      if (isApiError(view.error) && view.error.status === 429)
        return (
          <PrintSheetNotice width="report" icon="clock" title="Too many attempts">
            <Text as="p" tone="muted" size="small">
              This address tried too many links. Wait a few minutes, then open the link again.
            </Text>
          </PrintSheetNotice>
        );
      return <NotFound />;
    }
    return (
      <PrintSheet width="report">
        <Text as="p" role="status" tone="muted" size="small">
          Loading the status report…
        </Text>
        <Skeleton lines={10} isDecorative />
      </PrintSheet>
    );
  }

  const report = view.data;
  return (
    <PrintSheet width="report" as="article" aria-labelledby="report-title">
      <PrintSheetHeader
        code={report.project.code}
        eyebrow={`${report.project.name}${report.project.client ? ` · ${report.project.client}` : ''}`}
        titleId="report-title"
        title={`Status report ${periodText(report)}`}
        subtitle={
          <>
            Overall <OverallDot status={report.rag.overall.status} /> · by {report.author ?? EMPTY}{' '}
            · published {formatInstant(report.publishedAt)}
          </>
        }
        actions={<PrintSheetButton onClick={() => window.print()}>Print</PrintSheetButton>}
      />
      <ReportContent
        rag={report.rag}
        summary={report.html.summary}
        achievements={report.html.achievements}
        nextSteps={report.html.nextSteps}
        topRisks={report.topRisks.map((risk) => ({ ...risk, mitigation: risk.mitigationHtml }))}
        milestones={report.milestones}
        Markdown={RenderedMarkdown}
      />
      <PrintSheetFooter>
        This report was published on {formatInstant(report.publishedAt)} and never changes
        afterwards. Only the risks shared with stakeholders are listed.
      </PrintSheetFooter>
    </PrintSheet>
  );
}

/** The texts as the server rendered them (`html`): this page loads no Markdown renderer. */
function RenderedMarkdown({ text, emptyText }: { text: string; emptyText?: string }) {
  return <MarkdownHtml html={text} emptyText={emptyText} />;
}

/** A revoked, rotated or mistyped link: one page, without saying which. */
function NotFound() {
  return (
    <PrintSheetNotice width="report" icon="lock" title="Report not found">
      <Text as="p" tone="muted" size="small">
        This link does not open a status report: it may have been revoked or replaced. Ask your
        contact for a new link.
      </Text>
    </PrintSheetNotice>
  );
}
