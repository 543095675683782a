import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState, PageHeader, Inline } from '@keel/ui';
import { PORTFOLIO_RISK_VIEWS, type PortfolioRiskView } from '@keel/types';
import { idFilter } from '../../../lib/management/list-params';
import { useListParams } from '../../../lib/management/useListParams';
import { portfolioRisksQueryOptions } from '../risks.queries';
import { riskPath } from '../risk-model';
import { RiskFilters, kindFilter, sortOf, statusFilter } from '../components/RiskFilters';
import { RiskTable } from '../components/RiskTable';
import { ProjectPicker } from '../components/ProjectPicker';
import * as styles from '../risks.css';

const VIEW_TITLES: Record<Exclude<PortfolioRiskView, 'notifications'>, string> = {
  active: 'Active Risks & Issues',
  critical: 'Critical Risks & Issues',
  recent: 'Recent Risks & Issues',
  inactive: 'Inactive Risks & Issues',
};

const VIEW_TEXT: Record<Exclude<PortfolioRiskView, 'notifications'>, [string, string]> = {
  active: ['No open risks or issues', 'Every item of your projects is closed.'],
  critical: [
    'No critical risks or issues',
    'No open item has a severity of 15 or more (probability x impact).',
  ],
  recent: ['Nothing changed recently', 'No item was changed or commented in the last 14 days.'],
  inactive: ['No closed risks or issues', 'Closed items of your projects appear here.'],
};

/** The view named by the last part of the path (`/projects/risks-issues/critical`). */
export function viewOfPath(pathname: string): PortfolioRiskView {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return PORTFOLIO_RISK_VIEWS.find((v) => v === last) ?? 'active';
}

/**
 * `/projects/risks-issues/{active,critical,recent,inactive}`: the items of
 * every project whose risks the user may read, in one view, filtered by
 * project, kind, status (except the closed view) and text. A row, or the
 * project link, opens the project's register with the item's drawer.
 */
export default function PortfolioRisksPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const view = viewOfPath(location.pathname);
  const list = useListParams({
    sort: 'severity',
    pageSize: 50,
    filters: ['kind', 'status', 'projectId'],
  });
  const kind = kindFilter(list.filters.kind ?? '');
  const status = view === 'inactive' ? undefined : statusFilter(list.filters.status ?? '');
  const projectId = idFilter(list.filters.projectId ?? '');
  const sort = sortOf(list.sort);
  const risks = useQuery(
    portfolioRisksQueryOptions({
      view,
      page: list.page,
      pageSize: list.pageSize,
      search: list.search || undefined,
      kind,
      status,
      projectId,
      sort,
    }),
  );
  const filtered = !!(kind || status || projectId || list.search);
  const [title, description] = view === 'notifications' ? ['', ''] : VIEW_TEXT[view];

  return (
    <div className={styles.page}>
      <PageHeader
        title={view === 'notifications' ? 'Risk Notifications' : VIEW_TITLES[view]}
        subtitle={
          risks.data ? `${risks.data.total} ${risks.data.total === 1 ? 'item' : 'items'}` : '\u00a0'
        }
      />
      <Inline gap="medium" align="end">
        <ProjectPicker
          label="Project"
          anyLabel="All projects"
          value={projectId}
          onChange={(id) => list.update({ projectId: id ?? null })}
        />
        <RiskFilters
          search={list.search}
          kind={kind}
          status={status}
          sort={sort}
          showStatus={view !== 'inactive'}
          onChange={(change) => list.update(change)}
        />
      </Inline>
      <RiskTable
        risks={risks.data?.items ?? []}
        loading={risks.isPending}
        showProject
        paging={list.paging(risks.data?.total)}
        emptyState={
          <EmptyState
            title={filtered ? 'No risks or issues match' : title}
            description={filtered ? 'Change the filters.' : description}
          />
        }
        onOpen={(risk) => void navigate(riskPath(risk.project.id, risk.id))}
      />
    </div>
  );
}
