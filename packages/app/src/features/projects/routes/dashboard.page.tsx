import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  PROJECT_STATUSES,
  PROJECT_STATUS_TITLES,
  RAG_DIMENSIONS,
  RAG_STATUSES,
  type ProjectListItem,
  type ProjectStatus,
  type RagStatus,
} from '@keel/types';
import {
  Card,
  ChartPlaceholder,
  Columns,
  EmptyState,
  FigureTable,
  ItemList,
  ItemListItem,
  Link,
  PageHeader,
  RAG_LABELS,
  Skeleton,
  StatusDot,
  Switch,
  Text,
} from '@keel/ui';
import { BarChart, StackedBarChart } from '../../../lib/charts/lazy-charts';
import { may } from '../../../lib/session';
import { projectSummaryQueryOptions } from '../projects.queries';
import { browserHref } from '../browser-url';
import { formatInstant } from '../../../lib/format';
import { RAG_DIMENSION_TITLES } from '../project-status';
import * as styles from '../projects.css';
import { MoreInBrowser, ProjectList } from '../components/DashboardLists';
import { currentUserQueryOptions } from '../../../lib/session';

/** What a chart and its placeholder share: the placeholder has the chart's size. */
const STATUS_CHART = {
  title: 'Projects by status',
  hideTitle: true,
  series: [{ key: 'count', label: 'Projects' }],
  height: 220,
} as const;
const RAG_CHART = {
  title: 'Projects by overall RAG',
  hideTitle: true,
  series: [
    { key: 'red', label: RAG_LABELS.red, tone: 'critical' },
    { key: 'amber', label: RAG_LABELS.amber, tone: 'caution' },
    { key: 'green', label: RAG_LABELS.green, tone: 'positive' },
    { key: 'grey', label: RAG_LABELS.grey, tone: 'neutral' },
  ],
  height: 220,
} as const;

/** The portfolio dashboard: status and RAG charts, RAG matrix, recent changes, at risk, mine. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const user = useQuery(currentUserQueryOptions()).data;
  const canSeeAll = may(user, { anyOf: ['readAllProjects', 'manageAllProjects'] });
  const allProjects = canSeeAll && params.get('all') === '1';
  const summary = useQuery(projectSummaryQueryOptions(allProjects));
  const data = summary.data;
  // "See all" links open the browser on the same projects: the dashboard
  // scope (mine unless all) plus each list's own filters, worst RAG first.
  const seeAll = (filters: Record<string, number[]>, byRag = true) =>
    browserHref(
      allProjects ? filters : { ...filters, mine: [1] },
      byRag ? { field: 'rag', direction: 'asc' } : undefined,
    );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Dashboard"
        // A blank line until the count arrives, so nothing below moves down then.
        subtitle={
          data
            ? `${data.total} ${allProjects ? 'projects in the portfolio' : 'projects you are a member of'}`
            : '\u00a0'
        }
        filters={
          canSeeAll ? (
            <Switch
              isSelected={allProjects}
              onChange={(on) => setParams(on ? { all: '1' } : {}, { replace: true })}
            >
              All projects
            </Switch>
          ) : undefined
        }
      />
      {!data ? (
        <Skeleton lines={8} label="Loading the dashboard" />
      ) : data.total === 0 ? (
        <EmptyState
          title="No projects yet"
          description="Projects you are a member of appear here with their RAG status."
          action={<Link href="/projects/browser">Open the project browser</Link>}
        />
      ) : (
        <>
          <Columns gap="large" minColumnWidth={320}>
            <Card title="Projects by status">
              <Suspense fallback={<ChartPlaceholder {...STATUS_CHART} />}>
                <BarChart
                  {...STATUS_CHART}
                  data={data.byStatus.map((s) => ({
                    status: PROJECT_STATUS_TITLES[s.status],
                    count: s.count,
                  }))}
                  xKey="status"
                  xLabel="Status"
                />
              </Suspense>
            </Card>
            <Card title="Projects by RAG">
              <Suspense fallback={<ChartPlaceholder {...RAG_CHART} />}>
                <StackedBarChart
                  {...RAG_CHART}
                  data={[
                    {
                      label: 'Overall RAG',
                      red: countOf(data.byRag, 'red'),
                      amber: countOf(data.byRag, 'amber'),
                      green: countOf(data.byRag, 'green'),
                      grey: countOf(data.byRag, 'grey'),
                    },
                  ]}
                  xKey="label"
                  xLabel="RAG"
                />
              </Suspense>
            </Card>
          </Columns>
          <Card title="RAG matrix of active projects">
            {data.ragMatrix.length === 0 ? (
              <Text as="p" tone="muted" size="small">
                No active projects.
              </Text>
            ) : (
              <FigureTable>
                <thead>
                  <tr>
                    <th scope="col">Project</th>
                    {RAG_DIMENSIONS.map((d) => (
                      <th key={d} scope="col">
                        {RAG_DIMENSION_TITLES[d]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.ragMatrix.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">
                        <Link href={`/projects/${p.id}/overview`} tone="neutral" underline="hover">
                          {`${p.code} ${p.name}`}
                        </Link>
                      </th>
                      {RAG_DIMENSIONS.map((d) => (
                        <td key={d}>
                          <StatusDot status={p[d]} showLabel />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </FigureTable>
            )}
            <MoreInBrowser
              shown={data.ragMatrix.length}
              total={data.ragMatrixTotal}
              what="active projects (worst RAG first)"
              href={seeAll({ status: statusValues('active') })}
            />
          </Card>
          <Columns gap="large" minColumnWidth={320}>
            <ProjectsCard
              title="At risk"
              label="Projects at risk"
              projects={data.atRisk}
              empty="No active project is red or amber."
              total={data.atRiskTotal}
              what="projects at risk (red first)"
              href={seeAll({
                status: statusValues('active', 'onHold'),
                rag: [RAG_STATUSES.indexOf('red'), RAG_STATUSES.indexOf('amber')],
              })}
            />
            <Card title="RAG changes in the last 30 days">
              {data.recentRagChanges.length === 0 ? (
                <Text as="p" tone="muted" size="small">
                  No RAG changes in the last 30 days.
                </Text>
              ) : (
                <ItemList aria-label="Recent RAG changes">
                  {data.recentRagChanges.map((change) => (
                    <ItemListItem key={change.id}>
                      <StatusDot
                        status={change.overall.status}
                        label={`Overall: ${RAG_LABELS[change.overall.status]}`}
                      />
                      <span className={styles.grow}>
                        <Link
                          href={`/projects/${change.projectId}/overview`}
                          tone="neutral"
                          underline="hover"
                        >
                          {`${change.projectCode} ${change.projectName}`}
                        </Link>
                        <Text tone="muted" size="small">
                          {' '}
                          · {formatInstant(change.changedAt)}
                          {change.changedBy ? ` · ${change.changedBy.name}` : ''}
                        </Text>
                      </span>
                    </ItemListItem>
                  ))}
                </ItemList>
              )}
            </Card>
            <ProjectsCard
              title="My projects"
              label="My projects"
              projects={data.myProjects}
              empty="You are not a member of any project yet."
              total={data.myProjectsTotal}
              what="projects you are a member of"
              href={browserHref({ mine: [1] })}
            />
          </Columns>
        </>
      )}
    </div>
  );
}

/** The browser's values of the status filter (SPEC §3: items are indexes). */
function statusValues(...statuses: ProjectStatus[]): number[] {
  return statuses.map((status) => PROJECT_STATUSES.indexOf(status));
}

function countOf(byRag: { rag: RagStatus; count: number }[], rag: RagStatus): number {
  return byRag.find((r) => r.rag === rag)?.count ?? 0;
}

/** A dashboard card of a bounded list of projects, and where to see them all. */
function ProjectsCard({
  title,
  label,
  projects,
  empty,
  ...more
}: {
  title: string;
  /** The list's accessible name. */
  label: string;
  projects: ProjectListItem[];
  empty: string;
  total: number;
  what: string;
  href: string;
}) {
  return (
    <Card title={title}>
      <ProjectList label={label} projects={projects} empty={empty} />
      <MoreInBrowser shown={projects.length} {...more} />
    </Card>
  );
}
