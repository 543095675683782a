import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TASK_STATUS_TITLES, type TaskStats as Stats } from '@keel/types';
import {
  Badge,
  Callout,
  Card,
  ChartPlaceholder,
  Columns,
  EmptyState,
  Inline,
  QueryStates,
  Skeleton,
  Text,
} from '@keel/ui';
import { BarChart, StackedBarChart } from '../../../lib/charts/lazy-charts';
import { errorMessageOf } from '../../../lib/api';
import { formatDate, formatHours, formatNumber } from '../../../lib/format';
import { taskStatsQueryOptions } from '../tasks.queries';
import * as styles from './TaskStats.css';

/** Assignees shown in the charts (largest first); the others are summed as "Others". */
const MAX_ASSIGNEES = 10;
const HEIGHT = 240;

const STATUS_CHART = {
  title: 'Tasks by status',
  hideTitle: true,
  series: [{ key: 'count', label: 'Tasks' }],
  height: HEIGHT,
} as const;
const ASSIGNEE_CHART = {
  title: 'Tasks by assignee',
  hideTitle: true,
  series: [
    { key: 'overdue', label: 'Overdue', tone: 'critical' },
    { key: 'onTime', label: 'Open, not overdue' },
    { key: 'done', label: 'Done', tone: 'positive' },
  ],
  height: HEIGHT,
} as const;
const DOMAIN_CHART = {
  title: 'Tasks by domain',
  hideTitle: true,
  series: [{ key: 'count', label: 'Tasks', tone: 'info' }],
  height: HEIGHT,
} as const;
const WEEKS_CHART = {
  title: 'Tasks completed per week',
  hideTitle: true,
  series: [{ key: 'count', label: 'Completed', tone: 'positive' }],
  height: HEIGHT,
} as const;
const EFFORT_CHART = {
  title: 'Estimated against logged hours',
  hideTitle: true,
  series: [
    { key: 'estimated', label: 'Estimated hours' },
    { key: 'logged', label: 'Logged hours', tone: 'neutral' },
  ],
  height: HEIGHT,
} as const;

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const hoursText = (value: number) => formatHours(value * 60);

/**
 * Task statistics of one project (`projectId`) or of every task the user may
 * see: headline figures, then by status, assignee and domain, completed per
 * week and estimate against logged. Each chart carries its numbers as a
 * (visually hidden) table for screen readers.
 */
export function TaskStats({ projectId }: { projectId: number | null }) {
  const stats = useQuery(taskStatsQueryOptions(projectId));
  return (
    <QueryStates
      query={stats}
      what="The task statistics"
      failed={<Callout tone="critical">{errorMessageOf(stats.error)}</Callout>}
      loading={<Skeleton lines={8} label="Loading the task statistics" />}
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          title="No tasks yet"
          description={
            projectId === null
              ? 'Statistics appear here once there are tasks you can see.'
              : 'Statistics appear here once the project has tasks.'
          }
        />
      }
    >
      {(data) => <StatsView data={data} />}
    </QueryStates>
  );
}

function StatsView({ data }: { data: Stats }) {
  const done = data.total - data.open;
  return (
    <>
      <Card title="Summary">
        <Columns as="dl" gap="large" minColumnWidth={140} align="stretch">
          <Figure term="Tasks" value={data.total} />
          <Figure term="Open" value={data.open} />
          <Figure term="Done" value={done} />
          <Figure
            term="Overdue"
            value={data.overdue}
            badge={
              data.overdue > 0 ? (
                <Badge tone="critical">Overdue</Badge>
              ) : (
                <Badge tone="positive">None overdue</Badge>
              )
            }
          />
          <Figure term="Estimated" value={formatHours(data.effort.estimatedMinutes)} />
          <Figure term="Logged" value={formatHours(data.effort.loggedMinutes)} />
        </Columns>
      </Card>
      <Columns gap="large" minColumnWidth={320}>
        <Card title="By status">
          <Suspense fallback={<ChartPlaceholder {...STATUS_CHART} />}>
            <BarChart
              {...STATUS_CHART}
              data={data.byStatus.map((s) => ({
                status: TASK_STATUS_TITLES[s.status],
                count: s.count,
              }))}
              xKey="status"
              xLabel="Status"
            />
          </Suspense>
        </Card>
        <Card title="By assignee">
          <Suspense fallback={<ChartPlaceholder {...ASSIGNEE_CHART} />}>
            <StackedBarChart
              {...ASSIGNEE_CHART}
              data={topAssignees(data.byAssignee).map((a) => ({
                assignee: a.name,
                overdue: a.overdue,
                onTime: a.open - a.overdue,
                done: a.count - a.open,
              }))}
              xKey="assignee"
              xLabel="Assignee"
            />
          </Suspense>
        </Card>
        <Card title="By domain">
          <Suspense fallback={<ChartPlaceholder {...DOMAIN_CHART} />}>
            <BarChart
              {...DOMAIN_CHART}
              data={data.byDomain.map((d) => ({ domain: d.domain ?? 'No domain', count: d.count }))}
              xKey="domain"
              xLabel="Domain"
            />
          </Suspense>
        </Card>
        <Card title="Completed per week">
          <Suspense fallback={<ChartPlaceholder {...WEEKS_CHART} />}>
            <BarChart
              {...WEEKS_CHART}
              description={`Bar chart of the tasks completed in each of the last ${data.completedPerWeek.length} weeks, the current week last.`}
              data={data.completedPerWeek.map((w) => ({
                week: formatDate(w.weekStart),
                count: w.count,
              }))}
              xKey="week"
              xLabel="Week of"
            />
          </Suspense>
        </Card>
        <Card title="Estimate against logged">
          <Text as="p" tone="muted" size="small">
            {`${formatHours(data.effort.estimatedMinutes)} estimated on ${data.effort.estimatedTasks} of ${data.total} tasks; `}
            {data.effort.loggedMinutes === 0
              ? 'no time logged on these tasks yet.'
              : `${formatHours(data.effort.loggedMinutes)} logged.`}
          </Text>
          {data.effort.byAssignee.length > 0 ? (
            <Suspense fallback={<ChartPlaceholder {...EFFORT_CHART} />}>
              <BarChart
                {...EFFORT_CHART}
                data={data.effort.byAssignee.slice(0, MAX_ASSIGNEES).map((a) => ({
                  assignee: a.assignee?.name ?? 'Unassigned',
                  estimated: hours(a.estimatedMinutes),
                  logged: hours(a.loggedMinutes),
                }))}
                xKey="assignee"
                xLabel="Assignee"
                valueFormatter={hoursText}
              />
            </Suspense>
          ) : null}
        </Card>
      </Columns>
    </>
  );
}

function Figure({
  term,
  value,
  badge,
}: {
  term: string;
  value: number | string;
  badge?: ReactNode;
}) {
  return (
    <div className={styles.figure}>
      <Text as="dt" tone="muted" size="small">
        {term}
      </Text>
      <Text as="dd" size="xxlarge" weight="strong">
        <Inline as="span" gap="small">
          {typeof value === 'number' ? formatNumber(value) : value}
          {badge}
        </Inline>
      </Text>
    </div>
  );
}

/** The largest assignees by name, the rest summed as "Others" so the chart stays legible. */
function topAssignees(rows: Stats['byAssignee']) {
  const named = rows.map((a) => ({
    name: a.assignee?.name ?? 'Unassigned',
    count: a.count,
    open: a.open,
    overdue: a.overdue,
  }));
  if (named.length <= MAX_ASSIGNEES) return named;
  const rest = named.slice(MAX_ASSIGNEES - 1);
  return [
    ...named.slice(0, MAX_ASSIGNEES - 1),
    {
      name: `${rest.length} others`,
      count: rest.reduce((sum, a) => sum + a.count, 0),
      open: rest.reduce((sum, a) => sum + a.open, 0),
      overdue: rest.reduce((sum, a) => sum + a.overdue, 0),
    },
  ];
}
