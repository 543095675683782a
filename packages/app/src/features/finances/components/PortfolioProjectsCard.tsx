import type { PortfolioFinances } from '@keel/types';
import { Button, Card, EmptyState, Inline, Link, Stack } from '@keel/ui';
import { monthLabel } from '../finance-model';
import { PORTFOLIO_PAGE_SIZE } from '../portfolio-url';
import * as styles from '../finances.css';
import { FIGURE_TITLES, formatFigure, valueOf, type FigureKey } from './portfolio-figures';

/** The page of projects by month (the chosen figure), each linking to its Financials tab. */
export function ProjectsCard({
  data,
  figure,
  page,
  hasFilters,
  onPage,
  onClear,
}: {
  data: PortfolioFinances;
  figure: FigureKey;
  page: number;
  hasFilters: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const { items, total } = data.projects;
  const pages = Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE));
  if (total === 0)
    return (
      <EmptyState
        title={hasFilters ? 'No projects match' : 'No projects with figures to show'}
        description={
          hasFilters
            ? 'Change the filters to see more projects.'
            : 'Projects whose financials you may read appear here.'
        }
        action={hasFilters ? <Button onPress={onClear}>Clear filters</Button> : undefined}
      />
    );
  return (
    <Card title={`Projects: ${FIGURE_TITLES[figure].toLowerCase()} by month`}>
      <Stack>
        <div className={styles.tableWrap} role="region" aria-label="Projects table" tabIndex={0}>
          <table className={styles.table} aria-label="Projects by month">
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Client</th>
                {data.months.map(({ month }) => (
                  <th scope="col" key={month} className={styles.number}>
                    {monthLabel(month)}
                  </th>
                ))}
                <th scope="col" className={styles.number}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.project.id}>
                  <th scope="row" className={styles.projectCell}>
                    <Link href={`/projects/${row.project.id}/financials`}>
                      {row.project.code} {row.project.name}
                    </Link>
                  </th>
                  <td>{row.project.client ?? '—'}</td>
                  {data.months.map(({ month }) => {
                    const m = row.months.find((x) => x.month === month);
                    return (
                      <td key={month} className={styles.number}>
                        {m ? formatFigure(valueOf(m, figure), figure, row.project.currency) : '—'}
                      </td>
                    );
                  })}
                  <td className={styles.number}>
                    {formatFigure(valueOf(row.totals, figure), figure, row.project.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 ? (
          <Inline as="nav" aria-label="Pages of projects" gap="medium" justify="end" wrap={false}>
            <Button isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
              Previous page
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
              Next page
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
