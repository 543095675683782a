import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyState, Link, PageHeader, Select, Skeleton, Stack, TextField } from '@keel/ui';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { todayUtc } from '../../../lib/format';
import { portfolioQueryOptions } from '../finances.queries';
import {
  BrowserFilters,
  projectFilterOptionsQueryOptions,
  projectFormOptionsQueryOptions,
} from '../../projects';
import { addMonths, monthLabel, monthOf, type PortfolioKind } from '../finance-model';
import {
  parsePortfolioState,
  portfolioExportHref,
  toPortfolioParams,
  toPortfolioQuery,
  type PortfolioState,
} from '../portfolio-url';
import * as styles from '../finances.css';

import { FIGURE_TITLES, FIGURES, type FigureKey } from './portfolio-figures';
import { TotalsCard } from './PortfolioTotalsCard';
import { ProjectsCard } from './PortfolioProjectsCard';

const NO_CLIENT = '__all__';

/**
 * The month choices of the range fields: three years back and, for the
 * forecast, three years on (the history ends with the current month).
 */
function monthChoices(today: string, kind: PortfolioKind) {
  const current = monthOf(today);
  const count = kind === 'history' ? 37 : 73;
  return Array.from({ length: count }, (_, i) => {
    const month = addMonths(current, i - 36);
    return { id: month, name: monthLabel(month) };
  });
}

/**
 * A portfolio page (`/projects/finances/forecast` or `/history`): the month
 * range and the browser's filters (plus client and tag) in the URL, totals per
 * currency (and in the workspace currency when rates are entered, naming the
 * rates used), a chart of the totals by month, a table of projects by month
 * (paged, each project linking to its Financials tab) and CSV and XLSX
 * downloads of every filtered project.
 */
export function PortfolioFinancesView({
  kind,
  title,
  aside,
}: {
  kind: PortfolioKind;
  title: string;
  /** More cards below the tables (the forecast's exchange rates). */
  aside?: React.ReactNode;
}) {
  const today = todayUtc();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parsePortfolioState(params, kind, today), [params, kind, today]);
  const figureParam = params.get('figure');
  const figure: FigureKey = (FIGURES as readonly string[]).includes(figureParam ?? '')
    ? (figureParam as FigureKey)
    : 'revenue';
  const definitions = useQuery(projectFilterOptionsQueryOptions());
  const formOptions = useQuery(projectFormOptionsQueryOptions());
  const query = toPortfolioQuery(state, definitions.data ?? []);
  const answer = useQuery({
    ...portfolioQueryOptions(kind, query),
    enabled: definitions.isSuccess,
  });
  const data = answer.data;

  const update = (patch: Partial<PortfolioState>, extra?: { figure?: FigureKey }) => {
    const next = toPortfolioParams({ ...state, page: 1, ...patch }, kind, today);
    const shownFigure = extra?.figure ?? figure;
    if (shownFigure !== 'revenue') next.set('figure', shownFigure);
    setParams(next, { replace: true });
  };

  const [tagText, setTagText] = useState(state.tag);
  const debouncedTag = useDebouncedValue(tagText.trim(), 300);
  useEffect(() => {
    if (debouncedTag !== state.tag) update({ tag: debouncedTag });
    // Only a new debounced text moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedTag]);

  const months = monthChoices(today, kind);
  const clients = [
    { id: NO_CLIENT, name: 'All clients' },
    ...(formOptions.data?.clients ?? []).map((c) => ({ id: c, name: c })),
  ];
  const includesCost = data?.includesCost ?? false;
  const shownFigure: FigureKey =
    !includesCost && (figure === 'cost' || figure === 'margin') ? 'revenue' : figure;
  const figureChoices = FIGURES.filter((f) => includesCost || (f !== 'cost' && f !== 'margin')).map(
    (f) => ({ id: f, name: FIGURE_TITLES[f] }),
  );
  const hasFilters =
    Object.keys(state.filters).length > 0 || state.client !== '' || state.tag !== '';

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        subtitle={
          data
            ? `${data.projects.total} projects, ${monthLabel(data.from)} – ${monthLabel(data.to)}`
            : '\u00a0'
        }
        actions={
          <>
            <Link href={portfolioExportHref(kind, 'csv', query)} download>
              Export CSV
            </Link>
            <Link href={portfolioExportHref(kind, 'xlsx', query)} download>
              Export XLSX
            </Link>
          </>
        }
        filters={
          <>
            <Select
              label="From"
              items={months}
              value={state.from}
              onChange={(id) => id !== null && update({ from: String(id) })}
            />
            <Select
              label="To"
              items={months}
              value={state.to}
              onChange={(id) => id !== null && update({ to: String(id) })}
            />
            <BrowserFilters
              definitions={definitions.data ?? []}
              filters={state.filters}
              onFilterChange={(name, values) =>
                update({ filters: { ...state.filters, [name]: values } })
              }
              customFields={[]}
              columnIds={[]}
              onColumnsChange={() => undefined}
            />
            <Select
              label="Client"
              items={clients}
              value={state.client || NO_CLIENT}
              isLoading={formOptions.isPending}
              onChange={(id) =>
                update({ client: id === null || id === NO_CLIENT ? '' : String(id) })
              }
            />
            <TextField label="Tag" value={tagText} onChange={setTagText} />
            <Select
              label="Figure"
              items={figureChoices}
              value={shownFigure}
              onChange={(id) => id !== null && update({}, { figure: id as FigureKey })}
            />
          </>
        }
      />
      {answer.isError ? (
        <EmptyState
          title="The figures could not be loaded"
          description="Change the filters or reload the page to try again."
        />
      ) : !data ? (
        <Skeleton lines={8} label="Loading the figures" />
      ) : (
        <Stack gap="large">
          <TotalsCard data={data} figure={shownFigure} />
          <ProjectsCard
            data={data}
            figure={shownFigure}
            page={state.page}
            hasFilters={hasFilters}
            onPage={(page) => update({ page })}
            onClear={() => {
              setTagText('');
              update({ filters: {}, client: '', tag: '' });
            }}
          />
        </Stack>
      )}
      {aside}
    </div>
  );
}
