import {
  CRITICAL_SEVERITY,
  RISK_EVENTS,
  type RiskEvent,
  type RiskKind,
  type RiskStatus,
} from '@keel/types';

export const RISK_KIND_LABELS: Record<RiskKind, string> = { risk: 'Risk', issue: 'Issue' };
export const RISK_STATUS_LABELS: Record<RiskStatus, string> = {
  open: 'Open',
  mitigating: 'Mitigating',
  closed: 'Closed',
};
export const RISK_EVENT_LABELS: Record<RiskEvent, string> = {
  created: 'New items',
  severityRaised: 'Severity raised',
  statusChanged: 'Status changed',
  commented: 'New comments',
};
export const ALL_RISK_EVENTS: readonly RiskEvent[] = RISK_EVENTS;

/** Severity bands of the heat map and the list: their name is said beside the colour. */
export type SeverityBand = 'low' | 'moderate' | 'high' | 'critical';
export const SEVERITY_BAND_LABELS: Record<SeverityBand, string> = {
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
  critical: 'Critical',
};
/** The severities each band covers, for the legend. */
export const SEVERITY_BAND_RANGES: Record<SeverityBand, string> = {
  low: '1-4',
  moderate: '5-9',
  high: '10-14',
  critical: `${CRITICAL_SEVERITY}-25`,
};

/** low 1-4, moderate 5-9, high 10-14, critical 15-25 (the contract's CRITICAL_SEVERITY). */
export function severityBand(severity: number): SeverityBand {
  if (severity >= CRITICAL_SEVERITY) return 'critical';
  if (severity >= 10) return 'high';
  if (severity >= 5) return 'moderate';
  return 'low';
}

/**
 * A risk opens in the drawer of its project's register from the URL
 * (`?risk=<id>`), so a notification or a portfolio row links straight to it.
 */
export const RISK_DRAWER_PARAM = 'risk';

export function riskPath(projectId: number, riskId?: number): string {
  const base = `/projects/${projectId}/risks`;
  return riskId === undefined ? base : `${base}?${RISK_DRAWER_PARAM}=${riskId}`;
}

/** The search string with the drawer opened on `riskId` (or closed with null), other params kept. */
export function withRiskDrawer(search: URLSearchParams, riskId: number | null): string {
  const next = new URLSearchParams(search);
  if (riskId === null) next.delete(RISK_DRAWER_PARAM);
  else next.set(RISK_DRAWER_PARAM, String(riskId));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The risk whose drawer is open, or null (absent or not a positive integer). */
export function openRiskId(search: URLSearchParams): number | null {
  const raw = search.get(RISK_DRAWER_PARAM);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** A 1-5 rating read from the URL, else undefined (no filter). */
export function ratingFilter(raw: string): number | undefined {
  return /^[1-5]$/.test(raw) ? Number(raw) : undefined;
}
