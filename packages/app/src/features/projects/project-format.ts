import type { BadgeTone } from '@keel/ui';
import type { Money, ProjectStatus, RagDimension } from '@keel/types';

/** The names of the RAG dimensions (the dashboard's matrix reads them without the RAG form). */
export const RAG_DIMENSION_TITLES: Record<RagDimension, string> = {
  overall: 'Overall',
  schedule: 'Schedule',
  budget: 'Budget',
  scope: 'Scope',
};

export function statusTone(status: ProjectStatus): BadgeTone {
  switch (status) {
    case 'active':
      return 'positive';
    case 'onHold':
      return 'caution';
    case 'cancelled':
      return 'critical';
    case 'completed':
      return 'info';
    default:
      return 'neutral';
  }
}

/** `2026-03-01` -> `1 Mar 2026` (dates are calendar days: no time zone shift). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatInstant(instant: string | null | undefined): string {
  if (!instant) return '—';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Minor units + currency -> `€12,500.00`. */
export function formatMoney(money: Money | null | undefined): string {
  if (!money) return '—';
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: money.currency }).format(
    money.amount / 100,
  );
}

export function formatHours(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  return `${Math.round((minutes / 60) * 10) / 10} h`;
}
