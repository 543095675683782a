import type { ComponentType, ReactNode } from 'react';
import { type ReportMilestone, type ReportRag, type ReportRisk } from '@keel/types';
import { Icon, Stack, FigureTable, Text, Inline } from '@keel/ui';
import { EMPTY, formatDate } from '../../../lib/format';
import { FigureHead, type FigureColumn } from '../../../lib/figures/FigureHead';
import { RagTable } from '../../../lib/figures/RagTable';
import { HIDDEN_FROM_STAKEHOLDERS, RISK_STATUS_TITLES } from '../report-model';
import { RAG_DIMENSION_TITLES } from '../../projects';
import { MILESTONE_STATUS_TITLES } from '../../milestones';

/** A top risk as the sections show it: the public viewer's have no id nor sharing flag. */
export type ShownRisk = Omit<ReportRisk, 'riskId' | 'sharedWithStakeholders'> &
  Partial<Pick<ReportRisk, 'sharedWithStakeholders'>>;
export type ShownMilestone = Omit<ReportMilestone, 'milestoneId'>;

/**
 * How the sections show a report's texts (summary, achievements, next steps, a
 * mitigation): the app renders the Markdown in the page (`MarkdownView`), the
 * public viewer shows the HTML the server rendered with the same renderer
 * (`MarkdownHtml`), so its page loads no renderer. This module imports neither.
 */
export type ReportText = ComponentType<{ text: string; emptyText?: string }>;

const RISK_COLUMNS: readonly FigureColumn[] = [
  '#',
  'Risk or issue',
  { title: 'Severity', numeric: true },
  'Status',
  'Owner',
  'Due',
  'Mitigation',
];

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
  Markdown,
}: {
  rag: ReportRag;
  summary: string;
  achievements: string;
  nextSteps: string;
  topRisks: readonly ShownRisk[];
  milestones: readonly ShownMilestone[];
  /** Mark the risks stakeholders do not see (the app's own view, never the public one). */
  markHidden?: boolean;
  /** Shows the texts (and each risk's mitigation): Markdown, or the server's rendering of it. */
  Markdown: ReportText;
}) {
  return (
    <Stack gap="xlarge">
      <ReportSection title="RAG status">
        <RagTable rag={rag} titles={RAG_DIMENSION_TITLES} report />
      </ReportSection>
      <ReportSection title="Summary">
        <Markdown text={summary} emptyText="No summary." />
      </ReportSection>
      <ReportSection title="Achievements">
        <Markdown text={achievements} emptyText="No achievements recorded." />
      </ReportSection>
      <ReportSection title="Next steps">
        <Markdown text={nextSteps} emptyText="No next steps recorded." />
      </ReportSection>
      <ReportSection title="Top risks and issues">
        <RisksTable risks={topRisks} markHidden={markHidden} Markdown={Markdown} />
      </ReportSection>
      <ReportSection title="Milestones of the period">
        <MilestonesTable milestones={milestones} />
      </ReportSection>
    </Stack>
  );
}

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="small" aria-label={title}>
      <Text as="h2" size="large" weight="strong">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** What a section shows in place of an empty table. */
function NoneNamed({ children }: { children: ReactNode }) {
  return (
    <Text as="p" tone="muted" size="small">
      {children}
    </Text>
  );
}

export function RisksTable({
  risks,
  markHidden = false,
  Markdown,
}: {
  risks: readonly ShownRisk[];
  markHidden?: boolean;
  Markdown: ReportText;
}) {
  if (risks.length === 0) return <NoneNamed>No top risks or issues named.</NoneNamed>;
  return (
    <FigureTable verticalAlign="top">
      <FigureHead columns={RISK_COLUMNS} />
      <tbody>
        {risks.map((risk, index) => (
          <tr key={`${index}-${risk.title}`}>
            <td>{index + 1}</td>
            <th scope="row">
              {risk.title}
              <Text as="div" tone="muted" size="small">
                {risk.kind === 'issue' ? 'Issue' : 'Risk'}
              </Text>
              {markHidden && risk.sharedWithStakeholders === false ? (
                <Text tone="muted" size="small" as="div">
                  <Inline gap="xxsmall" wrap={false}>
                    <Icon name="lock" size="small" />
                    {HIDDEN_FROM_STAKEHOLDERS}
                  </Inline>
                </Text>
              ) : null}
            </th>
            <td data-numeric>
              {risk.severity}
              <Text as="div" tone="muted" size="small">
                {risk.probability} × {risk.impact}
              </Text>
            </td>
            <td data-nowrap>{RISK_STATUS_TITLES[risk.status]}</td>
            <td>{risk.owner ?? EMPTY}</td>
            <td data-nowrap>{formatDate(risk.dueDate)}</td>
            <td>{risk.mitigation ? <Markdown text={risk.mitigation} /> : EMPTY}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}

export function MilestonesTable({ milestones }: { milestones: readonly ShownMilestone[] }) {
  if (milestones.length === 0) return <NoneNamed>No milestones due in the period.</NoneNamed>;
  return (
    <FigureTable verticalAlign="top">
      <FigureHead columns={['Milestone', 'Due', 'Status']} />
      <tbody>
        {milestones.map((m, index) => (
          <tr key={`${index}-${m.name}`}>
            <th scope="row">{m.name}</th>
            <td data-nowrap>{formatDate(m.dueDate)}</td>
            <td>{MILESTONE_STATUS_TITLES[m.status]}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
