import { formatMoneyWithCode } from '../../lib/format';
/** One changed field of an audit entry: its name and the values before and after. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a short readable text (lists joined, money in units, nothing as `—`). */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(auditValueText).join(', ');
  if (isRecord(value)) {
    if (typeof value.amount === 'number' && typeof value.currency === 'string') {
      return formatMoneyWithCode({ amount: value.amount, currency: value.currency });
    }
    if (typeof value.effectiveFrom === 'string' && 'hourlyRate' in value) {
      return `${auditValueText(value.hourlyRate)} from ${value.effectiveFrom}`;
    }
    if (typeof value.name === 'string') return value.name;
    return JSON.stringify(value);
  }
  return String(value);
}

/**
 * The fields an audit entry changed, before -> after. A creation lists what
 * was set, a deletion what was removed; unchanged fields are left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .map((field) => ({
      field,
      before: auditValueText(b[field]),
      after: auditValueText(a[field]),
    }))
    .filter((change) => change.before !== change.after);
}
