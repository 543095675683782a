import { useQuery } from '@tanstack/react-query';
import type { ProjectInvoiceFigures } from '@keel/types';
import { Card, FigureTable, QueryStates, Skeleton, Stack, Text } from '@keel/ui';
import { formatMoney, formatMonth } from '../../../lib/format';
import { access, useSession } from '../../../lib/session';
import { projectInvoiceFiguresQueryOptions } from '../invoices.queries';

/**
 * A project's invoicing by month for its financials page: what was invoiced
 * (credit notes negative), paid and left outstanding at each month's end,
 * with the totals. Only for readers of invoices (nothing is asked for
 * otherwise); the API scopes it to the projects whose invoices they read.
 */
export function ProjectInvoicing({ projectId }: { projectId: number }) {
  const { may } = useSession();
  if (!may(access.invoices)) return null;
  return <InvoicingCard projectId={projectId} />;
}

function InvoicingCard({ projectId }: { projectId: number }) {
  const figures = useQuery(projectInvoiceFiguresQueryOptions(projectId));
  return (
    <Card title="Invoicing">
      <QueryStates
        query={figures}
        what="The invoicing"
        loading={<Skeleton lines={4} label="Loading the invoicing" />}
      >
        {(data) => (
          <Stack>
            {data.months.length === 0 ? (
              <Text as="p" tone="muted">
                No invoice of this project has been issued yet.
              </Text>
            ) : (
              <InvoicingTable data={data} />
            )}
            {data.otherCurrencies.length > 0 ? (
              <Text as="p" tone="muted">
                Invoices in {data.otherCurrencies.join(', ')} are not counted: the figures are in{' '}
                {data.currency}, the project&apos;s currency.
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryStates>
    </Card>
  );
}

/** `2026-03` -> `Mar 2026`, as the other month tables of the page write it. */
function monthName(month: string): string {
  return formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
}

function InvoicingTable({ data }: { data: ProjectInvoiceFigures }) {
  const money = (amount: number) => formatMoney({ amount, currency: data.currency });
  return (
    <FigureTable aria-label="Invoicing by month">
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col" data-numeric>
            Invoiced
          </th>
          <th scope="col" data-numeric>
            Paid
          </th>
          <th scope="col" data-numeric>
            Outstanding
          </th>
        </tr>
      </thead>
      <tbody>
        {data.months.map((row) => (
          <tr key={row.month}>
            <th scope="row">{monthName(row.month)}</th>
            <td data-numeric>{money(row.invoiced)}</td>
            <td data-numeric>{money(row.paid)}</td>
            <td data-numeric>{money(row.outstanding)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td data-numeric>{money(data.totals.invoiced)}</td>
          <td data-numeric>{money(data.totals.paid)}</td>
          <td data-numeric>{money(data.totals.outstanding)}</td>
        </tr>
      </tfoot>
    </FigureTable>
  );
}
