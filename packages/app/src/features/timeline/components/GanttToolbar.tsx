import { Button, Menu, MenuItem, Radio, RadioGroup, Select, Switch } from '@keel/ui';
import type { Baseline } from '@keel/types';
import { ZOOMS, type Zoom } from '../gantt-scale';
import type { LinkSide } from './LinkDialog';
import * as styles from '../timeline.css';

export type TimelineView = 'gantt' | 'table';

const NO_BASELINE = 'none';

/**
 * The page's controls: zoom, Gantt or table, the baseline compared, saving a
 * baseline, the link menu of the selected bar, its "Start fixed" lock, "Move
 * only this task" and print.
 */
export function GanttToolbar(props: {
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  view: TimelineView;
  onView: (view: TimelineView) => void;
  baselines: readonly Baseline[] | undefined;
  baselineId: number | null;
  onBaseline: (id: number | null) => void;
  canEdit: boolean;
  onSaveBaseline: () => void;
  selectedName: string | null;
  onLink: (side: LinkSide) => void;
  /** The selected task's start lock (null: no bar selected). */
  selectedFixed: boolean | null;
  onFixStart: (fixed: boolean) => void;
  moveOnly: boolean;
  onMoveOnly: (moveOnly: boolean) => void;
  onPrint: () => void;
}) {
  const baselineItems = [
    { id: NO_BASELINE, name: 'No baseline' },
    ...(props.baselines ?? []).map((b) => ({ id: String(b.id), name: b.name })),
  ];
  return (
    <div className={styles.toolbar} data-print-hide="">
      <RadioGroup
        label="View"
        orientation="horizontal"
        value={props.view}
        onChange={(v) => props.onView(v as TimelineView)}
      >
        <Radio value="gantt">Gantt</Radio>
        <Radio value="table">Table</Radio>
      </RadioGroup>
      <RadioGroup
        label="Zoom"
        orientation="horizontal"
        value={props.zoom}
        onChange={(z) => props.onZoom(z as Zoom)}
      >
        {(Object.keys(ZOOMS) as Zoom[]).map((z) => (
          <Radio key={z} value={z}>
            {ZOOMS[z].title}
          </Radio>
        ))}
      </RadioGroup>
      <Select
        label="Baseline"
        items={baselineItems}
        isLoading={props.baselines === undefined}
        value={props.baselineId === null ? NO_BASELINE : String(props.baselineId)}
        onChange={(key) =>
          props.onBaseline(key === null || key === NO_BASELINE ? null : Number(key))
        }
      />
      {props.canEdit ? (
        <>
          <Button onPress={props.onSaveBaseline}>Save baseline</Button>
          <Menu
            aria-label="Link the selected task"
            onAction={(key) => props.onLink(key as LinkSide)}
            trigger={
              <Button isDisabled={props.selectedName === null}>
                {props.selectedName ? `Link ${props.selectedName}…` : 'Link… (select a bar)'}
              </Button>
            }
          >
            <MenuItem id="predecessor">Add a predecessor…</MenuItem>
            <MenuItem id="successor">Add a successor…</MenuItem>
          </Menu>
          <Switch
            isSelected={props.selectedFixed ?? false}
            isDisabled={props.selectedFixed === null}
            onChange={props.onFixStart}
          >
            {props.selectedName ? `Start of ${props.selectedName} fixed` : 'Start fixed'}
          </Switch>
          <Switch isSelected={props.moveOnly} onChange={props.onMoveOnly}>
            Move only this task
          </Switch>
        </>
      ) : null}
      <span className={styles.grow} />
      <Button onPress={props.onPrint}>Print</Button>
    </div>
  );
}
