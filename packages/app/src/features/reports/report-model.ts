import {
  RAG_DIMENSIONS,
  type ReportState,
  type Risk,
  type RiskStatus,
  type StatusReport,
  type StatusReportUpdateInput,
  type RagDimension,
  type RagStatus,
} from '@keel/types';
import type { BadgeTone, SelectItem } from '@keel/ui';
import { formatDate } from '../../lib/format';

/** The editable part of a draft, as the form holds it (the PUT adds the version). */
export interface ReportDraft {
  periodStart: string;
  periodEnd: string;
  rag: Record<RagDimension, { status: RagStatus; comment: string }>;
  summary: string;
  achievements: string;
  nextSteps: string;
  /** Register items, in the order the report lists them. */
  topRiskIds: number[];
}

export const REPORT_STATE_TITLES: Record<ReportState, string> = {
  draft: 'Draft',
  published: 'Published',
};

export const REPORT_STATE_TONES: Record<ReportState, BadgeTone> = {
  draft: 'caution',
  published: 'positive',
};

export const RISK_STATUS_TITLES: Record<RiskStatus, string> = {
  open: 'Open',
  mitigating: 'Mitigating',
  closed: 'Closed',
};

/** What the hidden-from-stakeholders mark says wherever a top risk is listed. */
export const HIDDEN_FROM_STAKEHOLDERS = 'Hidden from stakeholders and the public link';

/** The form's starting point: the report as the server stored (and pre-filled) it. */
export function draftOf(report: StatusReport): ReportDraft {
  const rag = Object.fromEntries(
    RAG_DIMENSIONS.map((d) => [
      d,
      { status: report.rag[d].status, comment: report.rag[d].comment },
    ]),
  ) as ReportDraft['rag'];
  return {
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    rag,
    summary: report.summary,
    achievements: report.achievements,
    nextSteps: report.nextSteps,
    topRiskIds: report.topRisks.flatMap((r) => (r.riskId === null ? [] : [r.riskId])),
  };
}

/** The PUT body: the whole draft with the version it was read at. */
export function updateInputOf(draft: ReportDraft, version: number): StatusReportUpdateInput {
  return {
    periodStart: draft.periodStart,
    periodEnd: draft.periodEnd,
    rag: {
      overall: { ...draft.rag.overall },
      schedule: { ...draft.rag.schedule },
      budget: { ...draft.rag.budget },
      scope: { ...draft.rag.scope },
    },
    summary: draft.summary,
    achievements: draft.achievements,
    nextSteps: draft.nextSteps,
    topRiskIds: [...draft.topRiskIds],
    version,
  };
}

/**
 * The new order after the picker's selection changed: the items kept stay
 * where they were, the ones added go last in the order picked, the ones
 * removed leave.
 */
export function withSelection(order: readonly number[], selected: readonly number[]): number[] {
  const chosen = new Set(selected);
  const kept = order.filter((id) => chosen.has(id));
  const known = new Set(kept);
  return [...kept, ...selected.filter((id) => !known.has(id))];
}

/** Moves one item up (-1) or down (+1); at either end nothing changes. */
export function moveItem(order: readonly number[], id: number, delta: -1 | 1): number[] {
  const from = order.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The picker's options: the register's items that are not closed, most severe
 * first, and any item the draft names already even if closed since (so it can
 * be seen and removed). Each says its severity, status and whether
 * stakeholders see it.
 */
export function riskOptions(register: readonly Risk[], chosen: readonly number[]): SelectItem[] {
  const named = new Set(chosen);
  return register
    .filter((r) => r.status !== 'closed' || named.has(r.id))
    .map((r) => ({
      id: r.id,
      name: `${r.title} (severity ${r.severity})`,
      description: [
        `${r.kind === 'issue' ? 'Issue' : 'Risk'} · ${RISK_STATUS_TITLES[r.status]}`,
        r.sharedWithStakeholders ? null : HIDDEN_FROM_STAKEHOLDERS,
      ]
        .filter(Boolean)
        .join(' · '),
    }));
}

/** Whether the draft has changed from the stored report. */
export function isDirty(draft: ReportDraft, stored: ReportDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(stored);
}

/** `1 Mar 2026 – 14 Mar 2026`. */
export function periodText(report: { periodStart: string; periodEnd: string }): string {
  return `${formatDate(report.periodStart)} – ${formatDate(report.periodEnd)}`;
}

/**
 * A one-line plain-text excerpt of Markdown for a table cell: marks,
 * links' addresses and line breaks go; cut at a word before `max` characters.
 */
export function excerpt(markdown: string, max = 140): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut ends a word when a space follows it; else back to the last whole word.
  const space = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A real calendar day `YYYY-MM-DD` (a hand-typed URL may hold anything). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m! - 1 && day.getUTCDate() === d;
}
