import { monthsBetween, type InvoiceMonthFigures, type ProjectInvoiceFigures } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import * as figuresRepo from './invoice-figures.repository';
import * as repo from './invoices.repository';

/**
 * `GET /api/projects/{projectId}/invoice-figures` (README.md § Figures by
 * month): what the project invoiced, was paid and has outstanding, month by
 * month. The same readers as the invoices: a project outside the user's
 * invoice scope is a 404, as if it did not exist.
 */
export async function projectInvoiceFigures(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<ProjectInvoiceFigures> {
  const currency = await figuresRepo.projectCurrency(deps.knex, projectId);
  if (currency === null || !(await repo.readsProjectInvoices(deps.knex, user, projectId)))
    throw new NotFoundError('Project not found');
  const [sums, others] = await Promise.all([
    figuresRepo.monthSums(deps.knex, projectId, currency),
    figuresRepo.otherCurrencies(deps.knex, projectId, currency),
  ]);
  return { projectId, currency, ...figuresByMonth(sums), otherCurrencies: others };
}

/**
 * Every month from the first sum to the last (a month without either still
 * has a row: what was outstanding at its end), each with the running
 * outstanding: everything invoiced less everything paid up to its end.
 */
export function figuresByMonth(
  sums: readonly figuresRepo.MonthSums[],
): Pick<ProjectInvoiceFigures, 'months' | 'totals'> {
  const byMonth = new Map(sums.map((sum) => [sum.month, sum]));
  const first = sums[0]?.month;
  const last = sums.at(-1)?.month;
  let invoiced = 0;
  let paid = 0;
  const months: InvoiceMonthFigures[] = [];
  for (const month of first && last ? monthsBetween(first, last) : []) {
    const sum = byMonth.get(month) ?? { invoiced: 0, paid: 0 };
    invoiced += sum.invoiced;
    paid += sum.paid;
    months.push({ month, invoiced: sum.invoiced, paid: sum.paid, outstanding: invoiced - paid });
  }
  return { months, totals: { invoiced, paid, outstanding: invoiced - paid } };
}
