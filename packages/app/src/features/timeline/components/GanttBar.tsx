import { memo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useMove } from 'react-aria';
import type { TimelineTask } from '@keel/types';
import { daysOfDrag } from '../gantt-edit';
import * as styles from '../timeline.css';

export interface BarActions {
  onSelect: (taskId: number) => void;
  /** Move the whole bar `days` (pointer drag or Alt+Arrow). */
  onMove: (task: TimelineTask, days: number) => void;
  /** Move the due date `days` (the end's drag or Shift+Alt+Arrow). */
  onResize: (task: TimelineTask, days: number) => void;
  /** A drag from this bar's end dropped on another bar: this one is its predecessor. */
  onLink: (predecessorId: number, successorId: number) => void;
}

export interface GanttBarProps {
  task: TimelineTask;
  x: number;
  width: number;
  pxPerDay: number;
  label: string;
  editable: boolean;
  selected: boolean;
  helpId: string;
  actions: BarActions;
}

/**
 * One task's bar. A pointer drag moves it, its right edge resizes it, the dot
 * past its end links it to the bar it is dropped on. While dragging only this
 * bar's transform or width changes (straight on the element, no render); the
 * release commits once. The keyboard goes through the same `useMove`: Alt+Arrow
 * moves a day, Shift+Alt+Arrow resizes; plain arrows stay the page's.
 */
export const GanttBar = memo(function GanttBar(props: GanttBarProps) {
  const { task, x, width, pxPerDay, label, editable, selected, helpId, actions } = props;
  const element = useRef<HTMLDivElement>(null);
  const drag = useRef(0);

  const { moveProps } = useMove({
    onMoveStart: (event) => {
      drag.current = 0;
      // A layer of its own while it follows the pointer (not for every bar on screen: the
      // compositor would layerise them all on every frame).
      if (event.pointerType !== 'keyboard' && element.current)
        element.current.style.willChange = 'transform';
    },
    onMove: (event) => {
      if (event.pointerType === 'keyboard') {
        if (event.deltaX === 0) return;
        const days = event.deltaX > 0 ? 1 : -1;
        if (event.shiftKey) actions.onResize(task, days);
        else actions.onMove(task, days);
        return;
      }
      drag.current += event.deltaX;
      if (element.current) element.current.style.transform = `translateX(${drag.current}px)`;
    },
    onMoveEnd: (event) => {
      if (event.pointerType === 'keyboard') return;
      if (element.current) {
        element.current.style.transform = '';
        element.current.style.willChange = '';
      }
      const days = daysOfDrag(drag.current, pxPerDay);
      if (days !== 0) actions.onMove(task, days);
    },
  });

  const resize = useRef(0);
  const { moveProps: resizeProps } = useMove({
    onMoveStart: () => {
      resize.current = 0;
    },
    onMove: (event) => {
      if (event.pointerType === 'keyboard') return;
      resize.current += event.deltaX;
      if (element.current)
        element.current.style.width = `${Math.max(pxPerDay, width + resize.current)}px`;
    },
    onMoveEnd: () => {
      if (element.current) element.current.style.width = `${width}px`;
      const days = daysOfDrag(resize.current, pxPerDay);
      if (days !== 0) actions.onResize(task, days);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (editable && event.altKey && moveProps.onKeyDown) moveProps.onKeyDown(event);
  };

  // Linking by pointer: the drop target is whatever bar is under the pointer on release.
  const onLinkStart = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const up = (e: globalThis.PointerEvent) => {
      window.removeEventListener('pointerup', up);
      const target = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-task-bar]');
      const successor = Number(target?.getAttribute('data-task-bar'));
      if (successor && successor !== task.id) actions.onLink(task.id, successor);
    };
    window.addEventListener('pointerup', up);
  };

  return (
    <div ref={element} className={styles.bar} style={{ left: x, width }}>
      <button
        type="button"
        {...(editable ? moveProps : {})}
        onKeyDown={onKeyDown}
        onFocus={() => actions.onSelect(task.id)}
        onClick={() => actions.onSelect(task.id)}
        className={`${styles.barButton} ${task.critical ? styles.critical : ''}`}
        aria-label={label}
        aria-pressed={selected}
        aria-describedby={editable ? helpId : undefined}
        data-readonly={editable ? undefined : ''}
        data-task-bar={task.id}
      >
        <span className={styles.progress} style={{ width: `${task.progress}%` }} />
      </button>
      {editable ? (
        <>
          <span {...resizeProps} className={styles.resizeHandle} aria-hidden="true" />
          <span
            className={styles.linkHandle}
            aria-hidden="true"
            title="Drag to another bar to link"
            onPointerDown={onLinkStart}
          />
        </>
      ) : null}
    </div>
  );
});
