import type { ReactNode } from 'react';
import { RAG_DIMENSIONS, type ReportMilestone, type ReportRag, type ReportRisk } from '@keel/types';
import { Icon, MarkdownView, Stack, StatusDot } from '@keel/ui';
import { EMPTY, formatDate } from '../../../lib/format';
import { HIDDEN_FROM_STAKEHOLDERS, RISK_STATUS_TITLES } from '../report-model';
import * as styles from '../reports.css';
import { RAG_DIMENSION_TITLES } from '../../projects';
import { MILESTONE_STATUS_TITLES } from '../../milestones';

/** A top risk as the sections show it: the public viewer's have no id nor sharing flag. */
export type ShownRisk = Omit<ReportRisk, 'riskId' | 'sharedWithStakeholders'> &
  Partial<Pick<ReportRisk, 'sharedWithStakeholders'>>;
export type ShownMilestone = Omit<ReportMilestone, 'milestoneId'>;

/**
 * What a status report says, in plain HTML: the RAG table, the three texts,
 * the top risks and the milestones of the period. The same sections serve the
 * app (a published report, a draft read by someone who may not edit it) and
 * the public print-mode viewer, so paper and screen agree.
 */
export function ReportContent({
  rag,
  summary,
  achievements,
  nextSteps,
  topRisks,
  milestones,
  markHidden = false,
}: {
  rag: ReportRag;
  summary: string;
  achievements: string;
  nextSteps: string;
  topRisks: readonly ShownRisk[];
  milestones: readonly ShownMilestone[];
  /** Mark the risks stakeholders do not see (the app's own view, never the public one). */
  markHidden?: boolean;
}) {
  return (
    <Stack gap="xlarge">
      <ReportSection title="RAG status">
        <RagTable rag={rag} />
      </ReportSection>
      <ReportSection title="Summary">
        <MarkdownView source={summary} emptyText="No summary." />
      </ReportSection>
      <ReportSection title="Achievements">
        <MarkdownView source={achievements} emptyText="No achievements recorded." />
      </ReportSection>
      <ReportSection title="Next steps">
        <MarkdownView source={nextSteps} emptyText="No next steps recorded." />
      </ReportSection>
      <ReportSection title="Top risks and issues">
        <RisksTable risks={topRisks} markHidden={markHidden} />
      </ReportSection>
      <ReportSection title="Milestones of the period">
        <MilestonesTable milestones={milestones} />
      </ReportSection>
    </Stack>
  );
}

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function RagTable({ rag }: { rag: ReportRag }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Dimension</th>
            <th scope="col">Status</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {RAG_DIMENSIONS.map((d) => (
            <tr key={d}>
              <th scope="row" className={styles.nowrap}>
                {RAG_DIMENSION_TITLES[d]}
              </th>
              <td className={styles.nowrap}>
                <StatusDot status={rag[d].status} showLabel />
              </td>
              <td>{rag[d].comment || EMPTY}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RisksTable({
  risks,
  markHidden = false,
}: {
  risks: readonly ShownRisk[];
  markHidden?: boolean;
}) {
  if (risks.length === 0) return <p className={styles.muted}>No top risks or issues named.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Risk or issue</th>
            <th scope="col" className={styles.number}>
              Severity
            </th>
            <th scope="col">Status</th>
            <th scope="col">Owner</th>
            <th scope="col">Due</th>
            <th scope="col">Mitigation</th>
          </tr>
        </thead>
        <tbody>
          {risks.map((risk, index) => (
            <tr key={`${index}-${risk.title}`}>
              <td>{index + 1}</td>
              <th scope="row">
                {risk.title}
                <div className={styles.muted}>{risk.kind === 'issue' ? 'Issue' : 'Risk'}</div>
                {markHidden && risk.sharedWithStakeholders === false ? (
                  <div className={styles.hiddenMark}>
                    <Icon name="lock" size="small" />
                    {HIDDEN_FROM_STAKEHOLDERS}
                  </div>
                ) : null}
              </th>
              <td className={styles.number}>
                {risk.severity}
                <div className={styles.muted}>
                  {risk.probability} × {risk.impact}
                </div>
              </td>
              <td className={styles.nowrap}>{RISK_STATUS_TITLES[risk.status]}</td>
              <td>{risk.owner ?? EMPTY}</td>
              <td className={styles.nowrap}>{formatDate(risk.dueDate)}</td>
              <td>{risk.mitigation ? <MarkdownView source={risk.mitigation} /> : EMPTY}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MilestonesTable({ milestones }: { milestones: readonly ShownMilestone[] }) {
  if (milestones.length === 0)
    return <p className={styles.muted}>No milestones due in the period.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Milestone</th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {milestones.map((m, index) => (
            <tr key={`${index}-${m.name}`}>
              <th scope="row">{m.name}</th>
              <td className={styles.nowrap}>{formatDate(m.dueDate)}</td>
              <td>{MILESTONE_STATUS_TITLES[m.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
