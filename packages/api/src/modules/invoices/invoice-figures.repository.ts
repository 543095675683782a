import type { Knex } from 'knex';

/**
 * A project's invoicing by month (README.md § Figures by month), summed in
 * SQL: the month of a `YYYY-MM-DD` column is its first seven characters
 * (`substr`, on SQLite and PostgreSQL alike, as the T&M consumption buckets
 * its time entries), so no date function of either dialect is needed.
 */

const MONTH_OF_ISSUE = 'substr(i.issue_date, 1, 7)';
const MONTH_OF_PAYMENT = 'substr(ip.paid_on, 1, 7)';

export interface MonthSums {
  /** `YYYY-MM`. */
  month: string;
  invoiced: number;
  paid: number;
}

/** The project's currency, or null when there is no such project (deleted ones included). */
export async function projectCurrency(knex: Knex, projectId: number): Promise<string | null> {
  const row = await knex('projects')
    .where({ id: projectId })
    .first<{ currency: string } | undefined>('currency');
  return row?.currency ?? null;
}

/**
 * Per month with an issue or a payment, oldest first: the gross of the
 * invoices and credit notes (negative) issued in it — voided ones too, their
 * credit note nets them out — and the payments dated in it, of the project's
 * invoices in `currency`. One statement: the issues and the payments as one
 * `UNION ALL`, grouped by month.
 */
export async function monthSums(
  knex: Knex,
  projectId: number,
  currency: string,
): Promise<MonthSums[]> {
  const issued = knex('invoices as i')
    .where({ 'i.project_id': projectId, 'i.currency': currency })
    .whereNotNull('i.issue_date')
    .select(
      knex.raw(`${MONTH_OF_ISSUE} as month`),
      'i.gross_amount as invoiced',
      knex.raw('0 as paid'),
    );
  const payments = knex('invoice_payments as ip')
    .join('invoices as i', 'i.id', 'ip.invoice_id')
    .where({ 'i.project_id': projectId, 'i.currency': currency })
    .select(
      knex.raw(`${MONTH_OF_PAYMENT} as month`),
      knex.raw('0 as invoiced'),
      'ip.amount as paid',
    );
  // Unwrapped: SQLite refuses a parenthesised SELECT inside a compound one.
  const rows = (await knex
    .from(issued.unionAll(payments, false).as('f'))
    .groupBy('f.month')
    .orderBy('f.month')
    .select('f.month')
    .sum({ invoiced: 'f.invoiced', paid: 'f.paid' })) as Array<{
    month: string;
    invoiced: number | string | null;
    paid: number | string | null;
  }>;
  // PostgreSQL sums BIGINT as NUMERIC, which the driver hands over as text.
  return rows.map((row) => ({
    month: row.month,
    invoiced: Number(row.invoiced ?? 0),
    paid: Number(row.paid ?? 0),
  }));
}

/** The currencies of the project's issued invoices other than `currency`, sorted. */
export async function otherCurrencies(
  knex: Knex,
  projectId: number,
  currency: string,
): Promise<string[]> {
  const rows = await knex('invoices')
    .where({ project_id: projectId })
    .whereNot({ currency })
    .whereNotNull('issue_date')
    .distinct<Array<{ currency: string }>>('currency')
    .orderBy('currency');
  return rows.map((row) => row.currency);
}
