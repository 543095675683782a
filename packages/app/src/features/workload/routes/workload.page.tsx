import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  mondayOf,
  WORKLOAD_FILTER_NAMES,
  type FilterDefinition,
  type WorkloadFilterName,
} from '@keel/types';
import {
  Button,
  Checkbox,
  DatePicker,
  EmptyState,
  Inline,
  MultiSelect,
  PageHeader,
  QueryStates,
  Select,
  Skeleton,
  Stack,
} from '@keel/ui';
import { formatDate, todayUtc } from '../../../lib/format';
import { page } from '../../../lib/styles/layout.css';
import { workloadOptionsQueryOptions, workloadQueryOptions } from '../workload.queries';
import {
  parseWorkloadState,
  rangeEnd,
  shiftRange,
  WEEK_PRESETS,
  cellBody,
  workloadBody,
  workloadSearch,
  type WorkloadState,
} from '../workload-url';
import { buildRows, type GridRow } from '../workload-grid';
import { WorkloadGrid } from '../components/WorkloadGrid';
import { WorkloadCellDrawer } from '../components/WorkloadCellDrawer';

/**
 * `/tasks/workload`: capacity against planned work, per person and week (per
 * day for one or two weeks), as a heat map. The range and the filters live
 * in the URL (workload-url.ts); a person's cell opens its tasks in a drawer
 * where they can be reassigned or rescheduled. readResourceAllocation sees
 * everyone it may see; readOwnResourceAllocation alone, only oneself (the
 * API decides both).
 */
export default function WorkloadPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const today = todayUtc();
  const state = parseWorkloadState(searchParams, today);
  const endDate = rangeEnd(state);
  const body = useMemo(() => workloadBody(state), [searchParams]); // eslint-disable-line react-hooks/exhaustive-deps
  const workload = useQuery(workloadQueryOptions(state.from, endDate, body));
  const options = useQuery(workloadOptionsQueryOptions());
  const [open, setOpen] = useState<{ rowKey: string; col: number } | null>(null);

  const go = (next: WorkloadState) => void navigate({ search: workloadSearch(next) });
  const rows = useMemo(() => (workload.data ? buildRows(workload.data) : []), [workload.data]);
  const periods = workload.data?.periods ?? [];
  const openRow = open ? rows.find((r) => r.key === open.rowKey) : undefined;
  const openPeriod = open ? periods[open.col] : undefined;
  const openCell = open && openRow ? openRow.cells[open.col] : undefined;

  return (
    <div className={page}>
      <PageHeader
        title="Workload"
        subtitle={`${formatDate(state.from)} – ${formatDate(endDate)}: planned work against capacity, ${
          state.weeks <= 2 ? 'per day' : 'per week'
        }`}
        filters={
          <Stack gap="small">
            <Inline gap="small" align="end" wrap>
              <DatePicker
                label="From week of"
                value={state.from}
                onChange={(date) => date && go({ ...state, from: mondayOf(date) })}
              />
              <Select
                label="Weeks"
                items={[...new Set([...WEEK_PRESETS, state.weeks])]
                  .sort((a, b) => a - b)
                  .map((w) => ({ id: w, name: `${w} ${w === 1 ? 'week' : 'weeks'}` }))}
                value={state.weeks}
                onChange={(key) => key !== null && go({ ...state, weeks: Number(key) })}
              />
              <Button onPress={() => go(shiftRange(state, -state.weeks))}>Earlier</Button>
              <Button onPress={() => go({ ...state, from: mondayOf(today) })}>This week</Button>
              <Button onPress={() => go(shiftRange(state, state.weeks))}>Later</Button>
            </Inline>
            <Inline gap="small" align="end" wrap>
              {(options.data ?? [])
                .filter((d): d is FilterDefinition & { name: WorkloadFilterName } =>
                  (WORKLOAD_FILTER_NAMES as readonly string[]).includes(d.name),
                )
                .map((definition) => (
                  <MultiSelect
                    key={definition.name}
                    label={definition.subject}
                    items={definition.items.map((item) => ({
                      id: Number(item.value),
                      name: item.title,
                    }))}
                    value={state.filters[definition.name]}
                    onChange={(ids) =>
                      go({
                        ...state,
                        filters: { ...state.filters, [definition.name]: ids.map(Number) },
                      })
                    }
                  />
                ))}
              <Checkbox
                isSelected={state.includeUnassigned}
                onChange={(includeUnassigned) => go({ ...state, includeUnassigned })}
              >
                Show unassigned work
              </Checkbox>
            </Inline>
          </Stack>
        }
      />
      <QueryStates
        // A failed reload keeps the grid it has.
        query={{
          data: workload.data,
          isError: workload.isError && !workload.data,
          refetch: workload.refetch,
        }}
        what="The workload"
        loading={
          <Stack gap="small">
            <Skeleton height={28} width="40%" label="Loading the workload" />
            <Skeleton lines={8} isDecorative />
          </Stack>
        }
        isEmpty={() => rows.length === 0}
        empty={
          <EmptyState
            title="Nobody to show"
            description="No one matches these filters. Clear a filter or choose other teams or people."
            action={
              <Button
                onPress={() =>
                  go({
                    ...state,
                    filters: { team: [], user: [], project: [], domain: [] },
                  })
                }
              >
                Clear filters
              </Button>
            }
          />
        }
      >
        <WorkloadGrid
          periods={periods}
          rows={rows}
          onOpen={(row: GridRow, col: number) => setOpen({ rowKey: row.key, col })}
        />
      </QueryStates>
      {open && openRow && openPeriod && openCell ? (
        <WorkloadCellDrawer
          row={openRow}
          period={openPeriod}
          cell={openCell}
          body={cellBody(state, openRow.user?.id ?? null)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
