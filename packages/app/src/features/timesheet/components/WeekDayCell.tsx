import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { GridTableInput, Icon, VisuallyHidden } from '@keel/ui';
import { formatClockDuration, type TimeEntry } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import {
  useCreateTimeEntryMutation,
  useDeleteTimeEntryMutation,
  useUpdateTimeEntryMutation,
} from '../timesheet.mutations';
import { targetLabel } from '../time-targets';
import { cellEdit, isCellEditable, type DayLock, type GridCell, type GridLine } from '../week-grid';
import * as styles from '../week.css';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
export const WEEKDAYS_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function lockText(lock: NonNullable<DayLock>): string {
  return lock.reason === 'lock' ? 'Locked' : 'Approved';
}

function display(minutes: number): string {
  return minutes > 0 ? formatClockDuration(minutes) : '';
}

/** Moves focus to the editable cell `rowDelta` rows and `colDelta` columns away, skipping read-only ones. */
function moveFocus(from: HTMLInputElement, rowDelta: number, colDelta: number): void {
  const table = from.closest('table');
  const row = Number(from.dataset.row);
  const col = Number(from.dataset.col);
  if (!table) return;
  const at = (r: number, c: number) =>
    table.querySelector<HTMLInputElement>(`input[data-row="${r}"][data-col="${c}"]`);
  const rows = table.querySelectorAll('tbody tr').length;
  for (let step = 1; step <= Math.max(rows, 7); step += 1) {
    const r = row + rowDelta * step;
    const c = col + colDelta * step;
    if (r < 0 || r >= rows || c < 0 || c > 6) return;
    const target = at(r, c);
    if (target) {
      target.focus();
      target.select();
      return;
    }
  }
}

interface CellProps {
  line: GridLine;
  cell: GridCell;
  row: number;
  col: number;
  userId: number | null;
  canWrite: boolean;
}

/** One day of one line: a text input taking `1:30`, `1.5`, `90m`, or a read-only value saying why. */
export function DayCell({ line, cell, row, col, userId, canWrite }: CellProps) {
  const create = useCreateTimeEntryMutation();
  const update = useUpdateTimeEntryMutation();
  const remove = useDeleteTimeEntryMutation();
  const [draft, setDraftState] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pending = useRef(false);
  // What a commit reads: the cell as last rendered (a save refreshes its entries) and the
  // text as last typed (typing may go on while a save is in flight).
  const latest = useRef({ line, cell });
  latest.current = { line, cell };
  const draftRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const setDraft = (next: string | null) => {
    draftRef.current = next;
    setDraftState(next);
  };
  const name = targetLabel(line.target).name;
  const dayName = `${WEEKDAYS[col]} ${formatDate(cell.date)}`;

  if (!isCellEditable(cell, canWrite)) {
    const value = display(cell.minutes);
    return (
      <td data-numeric data-unavailable={cell.lock ? true : undefined}>
        <span className={styles.readOnlyValue}>
          {cell.lock ? <Icon name="lock" size="small" /> : null}
          {value || (cell.lock ? lockText(cell.lock) : <span aria-hidden="true">—</span>)}
          {value && cell.lock ? (
            <VisuallyHidden>, {lockText(cell.lock).toLowerCase()}</VisuallyHidden>
          ) : null}
          {!value && !cell.lock ? <VisuallyHidden>No time</VisuallyHidden> : null}
        </span>
        {cell.multiple ? (
          <Link className={styles.cellNote} to="/timesheet/calendar">
            {cell.entries.length} entries — edit in the calendar
          </Link>
        ) : null}
      </td>
    );
  }

  const saved = display(cell.minutes);
  const value = draft ?? saved;

  /** Saves the text; `base` is the cell as a save just left it (before the grid re-renders). */
  async function commit(text: string, base?: GridCell): Promise<void> {
    if (pending.current) return;
    const current = base ?? latest.current.cell;
    const edit = cellEdit(latest.current.line, current, text, userId);
    if (edit.kind === 'none') {
      if (draftRef.current === text) setDraft(null);
      setError(null);
      return;
    }
    if (edit.kind === 'error') {
      setError(edit.message);
      return;
    }
    pending.current = true;
    setSaving(true);
    let after: TimeEntry[];
    try {
      if (edit.kind === 'create') after = [await create.mutateAsync(edit.input)];
      else if (edit.kind === 'update')
        after = [await update.mutateAsync({ entryId: edit.entryId, input: edit.input })];
      else {
        await remove.mutateAsync({ entryId: edit.entryId, version: edit.version });
        after = [];
      }
      setError(null);
      if (draftRef.current === text) setDraft(null);
    } catch (failure) {
      setError(errorMessageOf(failure));
      return;
    } finally {
      pending.current = false;
      setSaving(false);
    }
    // Typed on and left the cell while saving: that text is saved too, against the saved entry.
    const typed = draftRef.current;
    if (typed !== null && typed !== text && document.activeElement !== inputRef.current)
      await commit(typed, {
        ...current,
        entries: after,
        minutes: after.reduce((sum, entry) => sum + entry.minutes, 0),
        multiple: false,
      });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        void commit(input.value);
        return;
      case 'Escape':
        event.preventDefault();
        setDraft(null);
        setError(null);
        return;
      case 'ArrowUp':
        event.preventDefault();
        moveFocus(input, -1, 0);
        return;
      case 'ArrowDown':
        event.preventDefault();
        moveFocus(input, 1, 0);
        return;
      case 'ArrowLeft':
        if (whole || input.selectionStart === 0) {
          event.preventDefault();
          moveFocus(input, 0, -1);
        }
        return;
      case 'ArrowRight':
        if (whole || input.selectionEnd === input.value.length) {
          event.preventDefault();
          moveFocus(input, 0, 1);
        }
        return;
    }
  }

  return (
    <td data-numeric>
      <GridTableInput
        inputRef={inputRef}
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${name}, ${dayName}`}
        error={error}
        aria-busy={saving || undefined}
        data-row={row}
        data-col={col}
        data-line={line.key}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={(event) => {
          if (draft !== null) void commit(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
      />
    </td>
  );
}
