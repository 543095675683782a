import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Icon, Skeleton, StatusDot, RAG_LABELS, type IconName, Text } from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { EMPTY, formatInstant } from '../../../lib/format';
import { periodText } from '../report-model';
import { publicReportQueryOptions } from '../reports.queries';
import { ReportContent } from '../components/ReportContent';
import * as styles from '../reports.css';

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
  const view = useQuery({ ...publicReportQueryOptions(reportToken), enabled: reportToken !== '' });

  if (reportToken === '') return <NotFound />;
  if (!view.data) {
    if (view.error) {
      if (isApiError(view.error) && view.error.status === 0)
        return (
          <Notice icon="alert" title="The report could not be loaded">
            <Text as="p" tone="muted" size="small">
              Check your connection and try again.
            </Text>
            <span>
              <button
                type="button"
                className={styles.plainButton}
                onClick={() => void view.refetch()}
              >
                Try again
              </button>
            </span>
          </Notice>
        );
      if (isApiError(view.error) && view.error.status === 429)
        return (
          <Notice icon="clock" title="Too many attempts">
            <Text as="p" tone="muted" size="small">
              This address tried too many links. Wait a few minutes, then open the link again.
            </Text>
          </Notice>
        );
      return <NotFound />;
    }
    return (
      <div className={styles.sheet}>
        <Text as="p" role="status" tone="muted" size="small">
          Loading the status report…
        </Text>
        <Skeleton lines={10} isDecorative />
      </div>
    );
  }

  const report = view.data;
  return (
    <article className={styles.sheet} aria-labelledby="report-title">
      <header className={styles.sheetHeader}>
        <div>
          <Text as="p" tone="muted" size="small">
            <span className={styles.code}>{report.project.code}</span> · {report.project.name}
            {report.project.client ? ` · ${report.project.client}` : ''}
          </Text>
          <h1 id="report-title" className={styles.sheetTitle}>
            Status report {periodText(report)}
          </h1>
          <Text as="p" tone="muted" size="small">
            Overall{' '}
            <StatusDot
              status={report.rag.overall.status}
              showLabel
              label={RAG_LABELS[report.rag.overall.status]}
            />{' '}
            · by {report.author ?? EMPTY} · published {formatInstant(report.publishedAt)}
          </Text>
        </div>
        <span className={styles.screenOnly}>
          <button type="button" className={styles.plainButton} onClick={() => window.print()}>
            Print
          </button>
        </span>
      </header>
      <ReportContent
        rag={report.rag}
        summary={report.summary}
        achievements={report.achievements}
        nextSteps={report.nextSteps}
        topRisks={report.topRisks}
        milestones={report.milestones}
      />
      <footer className={styles.footer}>
        This report was published on {formatInstant(report.publishedAt)} and never changes
        afterwards. Only the risks shared with stakeholders are listed.
      </footer>
    </article>
  );
}

/** A revoked, rotated or mistyped link: one page, without saying which. */
function NotFound() {
  return (
    <Notice icon="lock" title="Report not found">
      <Text as="p" tone="muted" size="small">
        This link does not open a status report: it may have been revoked or replaced. Ask your
        contact for a new link.
      </Text>
    </Notice>
  );
}

function Notice({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.sheet}>
      <div className={styles.notice}>
        <Icon name={icon} size="large" />
        <h1 className={styles.sheetTitle}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
