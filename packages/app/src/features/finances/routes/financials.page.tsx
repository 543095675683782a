import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Milestone, ProjectFinancials } from '@keel/types';
import {
  Callout,
  Card,
  Columns,
  EmptyState,
  Icon,
  Inline,
  QueryStates,
  Skeleton,
  Stack,
} from '@keel/ui';
import { formatDate, formatHours, formatInstant, formatMoney, todayUtc } from '../../../lib/format';
import { projectFinancialsQueryOptions } from '../finances.queries';
import { monthOf } from '../finance-model';
import { FigureCard } from '../components/FinanceFigures';
import { BurnUpChart, MonthlyFinances } from '../components/MonthlyFinances';
import * as styles from '../finances.css';
import { useProjectContext } from '../../projects';
import { milestonesQueryOptions, MilestoneTable, MilestoneDetailsDialog } from '../../milestones';
import { contractsQueryOptions, CapMeters } from '../../time-material';
import { CreateInvoiceFromTimeButton, ProjectInvoicing } from '../../invoices';

/**
 * `/projects/{projectId}/financials`: the budget (with approved change
 * requests) against the actual and forecast figures, a warning when the
 * forecast at completion passes it, the burn-up, revenue, cost and margin by
 * month, the invoicing by month (for readers of invoices), the financial
 * milestones' invoicing and the T&M contracts' consumption. The tab shows
 * for `readFinancials` (never a stakeholder's); the API decides which
 * figures come (cost, margin and the over-budget flag of money null without
 * `readEmployeeSalaryGroups`).
 */
export default function FinancialsPage() {
  const { project, permissions } = useProjectContext();
  const financials = useQuery(projectFinancialsQueryOptions(project.id));

  return (
    <QueryStates
      query={financials}
      what="The financials"
      failed={
        <EmptyState
          title="The financials could not be loaded"
          description="Reload the page to try again."
        />
      }
      loading={<Skeleton lines={8} label="Loading the financials" />}
    >
      {(data) => (
        <Stack gap="large">
          <Inline justify="end">
            <CreateInvoiceFromTimeButton source={{ projectId: project.id, name: project.name }} />
          </Inline>
          <OverBudgetWarning data={data} />
          <BudgetCard data={data} />
          <Columns minColumnWidth={240}>
            <FigureCard title="Actual to date" figures={data.actual} currency={data.currency} />
            <FigureCard
              title="Forecast remaining"
              figures={data.forecast}
              currency={data.currency}
            />
            <FigureCard
              title="At completion"
              figures={data.atCompletion}
              currency={data.currency}
            />
          </Columns>
          <Card title="Burn-up">
            {data.months.length === 0 ? (
              <p className={styles.muted}>No month has figures yet.</p>
            ) : (
              <BurnUpChart
                months={data.months}
                currentMonth={monthOf(todayUtc())}
                currency={data.currency}
                budgetAmount={data.budget.amount}
                budgetMinutes={data.budget.minutes}
              />
            )}
          </Card>
          <Card
            title={
              data.actual.cost === null ? 'Revenue by month' : 'Revenue, cost and margin by month'
            }
          >
            <Stack>
              {data.months.length === 0 ? (
                <p className={styles.muted}>No month has figures yet.</p>
              ) : (
                <MonthlyFinances
                  months={data.months}
                  currentMonth={monthOf(todayUtc())}
                  currency={data.currency}
                />
              )}
              <p className={styles.muted}>
                {data.asOf
                  ? `Forecast as of ${formatInstant(data.asOf)}.`
                  : 'The figures have not been calculated yet.'}
              </p>
            </Stack>
          </Card>
          <ProjectInvoicing projectId={project.id} />
          {permissions.readMilestones ? <FinancialMilestones projectId={project.id} /> : null}
          {permissions.readTimeMaterial ? <TimeMaterialConsumption projectId={project.id} /> : null}
        </Stack>
      )}
    </QueryStates>
  );
}

/** The warning when the forecast at completion passes a budget, in words (not colour alone). */
export function OverBudgetWarning({ data }: { data: ProjectFinancials }) {
  const reasons: string[] = [];
  const money = (amount: number | null) =>
    formatMoney({ amount: amount ?? 0, currency: data.currency });
  // `overBudget.money` comes only with the cost it is derived from: null (no
  // warning of money, no cost of 0) for a reader who may not see the cost.
  if (data.overBudget.money === true && data.atCompletion.cost !== null)
    reasons.push(
      `the forecast cost at completion, ${money(data.atCompletion.cost)}, exceeds the budget of ${money(data.budget.amount)}`,
    );
  if (data.overBudget.minutes)
    reasons.push(
      `the forecast hours at completion, ${formatHours(data.atCompletion.minutes)}, exceed the budget of ${formatHours(data.budget.minutes)}`,
    );
  if (reasons.length === 0) return null;
  return (
    <Callout tone="critical" announce="none">
      <span className={styles.warning}>
        <Icon name="alert" />
        <span>
          <strong>Over budget:</strong> {reasons.join('; and ')}.
        </span>
      </span>
    </Callout>
  );
}

/** The budget in money and hours, with what approved change requests added. */
function BudgetCard({ data }: { data: ProjectFinancials }) {
  const { budget } = data;
  const changes = budget.approvedChanges;
  const money = (amount: number) => formatMoney({ amount, currency: data.currency });
  const facts: [string, string][] = [
    ['Budget', budget.amount === null ? 'No budget' : money(budget.amount)],
    ['Budget hours', budget.minutes === null ? 'No budget hours' : formatHours(budget.minutes)],
    [
      'Approved changes',
      changes.count === 0
        ? 'None'
        : `${changes.count} (${money(changes.amount)}, ${formatHours(changes.minutes)})`,
    ],
  ];
  if (budget.amount !== null && data.atCompletion.cost !== null)
    facts.push(['Cost at completion', money(data.atCompletion.cost)]);
  if (budget.minutes !== null)
    facts.push(['Hours at completion', formatHours(data.atCompletion.minutes)]);
  return (
    <Card title="Budget">
      <dl className={styles.figures}>
        {facts.map(([term, value]) => (
          <Stack gap="xxsmall" key={term}>
            <dt className={styles.figureTerm}>{term}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </Stack>
        ))}
      </dl>
    </Card>
  );
}

const NO_PAGING = { page: 1, pageSize: 100, total: 0, onPageChange: () => undefined };

/** The financial milestones with their invoicing state (the milestones tab's table, read only). */
function FinancialMilestones({ projectId }: { projectId: number }) {
  const milestones = useQuery(
    milestonesQueryOptions(projectId, { page: 1, pageSize: 100, financial: 'true' }),
  );
  const [viewing, setViewing] = useState<Milestone | null>(null);
  const items = milestones.data?.items ?? [];
  return (
    <Card title="Financial milestones">
      <Stack>
        {milestones.data && !milestones.data.amountsVisible && items.length > 0 ? (
          <p className={styles.muted}>Amounts of financial milestones are not shown to you.</p>
        ) : null}
        <MilestoneTable
          milestones={items}
          loading={milestones.isPending}
          amountsVisible={milestones.data?.amountsVisible ?? false}
          canManage={false}
          pendingId={null}
          paging={{ ...NO_PAGING, total: milestones.data?.total ?? 0 }}
          emptyState={
            <EmptyState
              title="No financial milestones"
              description="Milestones marked financial carry the fixed-price revenue."
            />
          }
          onSetStatus={() => undefined}
          onEdit={() => undefined}
          onDelete={() => undefined}
          onOpen={setViewing}
        />
        {viewing ? (
          <MilestoneDetailsDialog milestone={viewing} onClose={() => setViewing(null)} />
        ) : null}
      </Stack>
    </Card>
  );
}

/** Each time-and-material contract's hours and amount used against its caps. */
function TimeMaterialConsumption({ projectId }: { projectId: number }) {
  const contracts = useQuery(contractsQueryOptions(projectId));
  if (contracts.isPending)
    return (
      <Card title="Time and material consumption">
        <Skeleton lines={3} label="Loading the contracts" />
      </Card>
    );
  const items = contracts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card title="Time and material consumption">
      <Stack gap="large">
        {items.map((contract) => (
          <section key={contract.id} aria-label={contract.name}>
            <Stack>
              <h3 className={styles.contractTitle}>
                {contract.name}{' '}
                <span className={styles.muted}>
                  {formatDate(contract.periodStart)} – {formatDate(contract.periodEnd)}
                </span>
              </h3>
              <CapMeters
                consumed={contract.consumed}
                capMinutes={contract.capMinutes}
                capAmount={contract.capAmount}
                subject={contract.name}
              />
            </Stack>
          </section>
        ))}
      </Stack>
    </Card>
  );
}
