import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, QueryStates, Stack, snackbar, Text, VisuallyHidden } from '@keel/ui';
import { todayUtc } from '../../../lib/format';
import { useProjectContext } from '../../projects';
import { BaselineDialog } from '../components/BaselineDialog';
import { GanttChart } from '../components/GanttChart';
import { GanttToolbar, type TimelineView } from '../components/GanttToolbar';
import { LinkDialog, type LinkSide } from '../components/LinkDialog';
import { ScheduleReport } from '../components/ScheduleReport';
import { TimelineTable } from '../components/TimelineTable';
import { rowIndex, treeRows } from '../gantt-rows';
import { makeScale, rangeOf, type Zoom } from '../gantt-scale';
import { baselinesQueryOptions, projectTimelineQueryOptions } from '../timeline.queries';
import { useLinkTasksMutation, useSaveBaselineMutation } from '../timeline.mutations';
import { useGanttEditing } from '../useGanttEditing';
import * as styles from '../timeline.css';

type Linking = { taskId: number; side: LinkSide; otherId: number | null };

/**
 * `/projects/{projectId}/timeline`: the project's Gantt (readTasks), its
 * table view, baselines and, for who may edit any task (updateAnyTask),
 * moving, resizing and linking by pointer or keyboard.
 */
export default function TimelinePage() {
  const { project, permissions } = useProjectContext();
  const canEdit = permissions.updateAnyTask;
  const [zoom, setZoom] = useState<Zoom>('week');
  const [view, setView] = useState<TimelineView>('gantt');
  const [baselineId, setBaselineId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [moveOnly, setMoveOnly] = useState(false);
  const [linking, setLinking] = useState<Linking | null>(null);
  const [savingBaseline, setSavingBaseline] = useState(false);
  const [printing, setPrinting] = useState(false);
  const helpId = useId();

  const timeline = useQuery(projectTimelineQueryOptions(project.id, baselineId));
  const baselines = useQuery(baselinesQueryOptions(project.id));
  const link = useLinkTasksMutation(project.id);
  const saveBaseline = useSaveBaselineMutation(project.id);
  const onLink = useCallback(
    (predecessorId: number, successorId: number) =>
      setLinking({ taskId: successorId, side: 'predecessor', otherId: predecessorId }),
    [],
  );
  const editing = useGanttEditing(project.id, { moveOnly, onSelect: setSelectedId, onLink });

  const data = timeline.data;
  const rows = useMemo(() => (data ? treeRows(data.tasks) : []), [data]);
  const rowOf = useMemo(() => rowIndex(rows), [rows]);
  const today = todayUtc();
  const scale = useMemo(() => {
    const dates = (data?.tasks ?? []).flatMap((t) => [
      t.startDate,
      t.dueDate,
      t.baseline?.startDate ?? null,
      t.baseline?.dueDate ?? null,
    ]);
    const range = rangeOf([...dates, ...(data?.milestones ?? []).map((m) => m.dueDate)], today);
    return makeScale(zoom, range.from, range.to);
  }, [data, zoom, today]);
  const selected = data?.tasks.find((t) => t.id === selectedId) ?? null;
  const linkTask = linking ? data?.tasks.find((t) => t.id === linking.taskId) : undefined;

  // Print draws every row (the screen draws only those in view), A3 landscape.
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  return (
    <div className={styles.page}>
      <Stack gap="medium">
        <GanttToolbar
          zoom={zoom}
          onZoom={setZoom}
          view={view}
          onView={setView}
          baselines={baselines.data}
          baselineId={baselineId}
          onBaseline={setBaselineId}
          canEdit={canEdit}
          onSaveBaseline={() => setSavingBaseline(true)}
          selectedName={selected?.name ?? null}
          onLink={(side) => selected && setLinking({ taskId: selected.id, side, otherId: null })}
          selectedFixed={selected ? selected.fixedStart : null}
          onFixStart={(fixed) => selected && editing.actions.onFixStart(selected, fixed)}
          moveOnly={moveOnly}
          onMoveOnly={setMoveOnly}
          onPrint={() => window.print()}
        />
        <ScheduleReport
          result={editing.result}
          failure={editing.failure}
          onDismiss={editing.dismiss}
        />
        <div role="status" aria-live="polite">
          <VisuallyHidden>{editing.status}</VisuallyHidden>
        </div>
        <QueryStates
          query={timeline}
          what="The timeline"
          isEmpty={(plan) => plan.tasks.length === 0 && plan.milestones.length === 0}
          empty={
            <EmptyState
              title="Nothing to plan yet"
              description="Tasks and milestones of the project show here on a time axis."
            />
          }
        >
          {(plan) => (
            <Stack gap="small">
              <Text as="p" tone="muted" id={helpId}>
                {canEdit
                  ? 'Select a bar (Up/Down Arrow go to the bar above or below, Home/End to the first or last). Alt+Left/Right Arrow moves it a day, Shift+Alt+Left/Right Arrow moves its due date; drag a bar, its right edge or the dot past its end (to another bar, to link).'
                  : 'Up/Down Arrow go from bar to bar. Critical tasks are hatched and marked ▲ Critical.'}
                {` Critical path: ${plan.criticalPathDays} working days.`}
              </Text>
              {view === 'gantt' || printing ? (
                <GanttChart
                  rows={rows}
                  rowOf={rowOf}
                  timeline={plan}
                  scale={scale}
                  today={today}
                  selectedId={selectedId}
                  editable={canEdit}
                  broken={editing.broken}
                  printing={printing}
                  helpId={helpId}
                  actions={editing.actions}
                />
              ) : null}
              {view === 'table' && !printing ? (
                <TimelineTable rows={rows} timeline={plan} withBaseline={baselineId !== null} />
              ) : null}
            </Stack>
          )}
        </QueryStates>
      </Stack>
      {linking && linkTask && data ? (
        <LinkDialog
          task={linkTask}
          tasks={data.tasks}
          side={linking.side}
          otherId={linking.otherId}
          isPending={link.isPending}
          error={link.error}
          onClose={() => {
            link.reset();
            setLinking(null);
          }}
          onSubmit={(variables) =>
            link.mutate(variables, {
              onSuccess: () => {
                setLinking(null);
                snackbar.success('Tasks linked');
              },
            })
          }
        />
      ) : null}
      {savingBaseline ? (
        <BaselineDialog
          isPending={saveBaseline.isPending}
          error={saveBaseline.error}
          onClose={() => {
            saveBaseline.reset();
            setSavingBaseline(false);
          }}
          onSubmit={(name) =>
            saveBaseline.mutate(name, {
              onSuccess: (baseline) => {
                setSavingBaseline(false);
                setBaselineId(baseline.id);
                snackbar.success(`Baseline ${baseline.name} saved`);
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
