import { Card, Stack } from '@keel/ui';
import { formatHours, formatMoney } from '../../../lib/format';
import * as styles from '../finances.css';

/** Hours, revenue, cost and margin of one period; null money is hidden from this reader. */
export interface FigureSet {
  minutes: number;
  revenue: number | null;
  cost: number | null;
  margin: number | null;
}

/**
 * One card of figures (Actual to date, Forecast remaining, At completion): the
 * hours, then revenue, cost and margin in the project's currency. A figure the
 * API withholds (null: cost and margin without readEmployeeSalaryGroups) is
 * left out rather than shown as zero.
 */
export function FigureCard({
  title,
  figures,
  currency,
}: {
  title: string;
  figures: FigureSet;
  currency: string;
}) {
  const money = (amount: number | null) =>
    amount === null ? null : formatMoney({ amount, currency });
  const rows: [string, string | null][] = [
    ['Hours', formatHours(figures.minutes)],
    ['Revenue', money(figures.revenue)],
    ['Cost', money(figures.cost)],
    ['Margin', money(figures.margin)],
  ];
  return (
    <Card title={title}>
      <dl className={styles.figures}>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([term, value]) => (
            <Stack gap="xxsmall" key={term}>
              <dt className={styles.figureTerm}>{term}</dt>
              <dd className={styles.figureValue}>{value}</dd>
            </Stack>
          ))}
      </dl>
    </Card>
  );
}
