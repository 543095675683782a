import type { FinanceFigures, FinanceMonthBasis } from '@keel/types';
import { formatHours, formatMoney } from '../../../lib/format';

/** Which figure the project table shows in its month cells (kept in the URL as `figure`). */
export const FIGURES = ['revenue', 'cost', 'margin', 'minutes'] as const;
export type FigureKey = (typeof FIGURES)[number];
export const FIGURE_TITLES: Record<FigureKey, string> = {
  revenue: 'Revenue',
  cost: 'Cost',
  margin: 'Margin',
  minutes: 'Hours',
};
export const BASIS_TITLES: Record<FinanceMonthBasis, string> = {
  actual: 'actual',
  actualAndForecast: 'actual to date + forecast',
  forecast: 'forecast',
};
export function valueOf(figures: FinanceFigures, figure: FigureKey): number | null {
  return figure === 'minutes' ? figures.minutes : figures[figure];
}

export function formatFigure(value: number | null, figure: FigureKey, currency: string): string {
  if (value === null) return '—';
  return figure === 'minutes' ? formatHours(value) : formatMoney({ amount: value, currency });
}
