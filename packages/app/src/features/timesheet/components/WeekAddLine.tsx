import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Callout, FieldPlaceholder, Inline } from '@keel/ui';
import { addDays } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { timeEntriesQueryOptions } from '../timesheet.queries';
import { targetKey, type TimeTarget } from '../time-targets';
import { targetsOfEntries, withLines, type WeekGrid } from '../week-grid';
import * as styles from '../week.css';

// The picker (and the list-box code under it) loads after the week's data:
// the grid is what the page is for, and it is all keyboard entry.
const TimeTargetPicker = lazy(() =>
  import('./TimeTargetPicker').then((module) => ({
    default: module.TimeTargetPicker,
  })),
);
const ADD_LINE_PLACEHOLDER = 'Search tasks, projects, timesheet tasks';

export interface WeekAddLineProps {
  grid: WeekGrid | null;
  weekStart: string;
  /** Set when the week is someone else's (whose last week to copy). */
  apiUser: number | null;
  /** The lines kept in the browser (see week-grid.ts). */
  kept: TimeTarget[];
  /** Keeps `lines`; `focus` is the key of a line added by hand (its first open day takes focus). */
  onKeep: (lines: TimeTarget[], focus?: string) => void;
}

/** Under the week grid: the add-line picker and "Copy last week's lines", with what the copy did. */
export function WeekAddLine({ grid, weekStart, apiUser, kept, onKeep }: WeekAddLineProps) {
  const queryClient = useQueryClient();
  const [copyMessage, setCopyMessage] = useState<{ text: string; critical: boolean } | null>(null);
  const [copying, setCopying] = useState(false);

  async function copyLastWeek() {
    setCopying(true);
    setCopyMessage(null);
    try {
      const previous = await queryClient.fetchQuery(
        timeEntriesQueryOptions(apiUser, addDays(weekStart, -7), addDays(weekStart, -1)),
      );
      const targets = targetsOfEntries(previous.items);
      const shown = new Set(grid?.lines.map((line) => line.key) ?? []);
      const added = targets.filter((target) => !shown.has(targetKey(target)));
      if (targets.length === 0)
        setCopyMessage({ text: 'Last week has no time to copy lines from.', critical: false });
      else if (added.length === 0)
        setCopyMessage({ text: "Last week's lines are already here.", critical: false });
      else {
        onKeep(withLines(kept, added));
        setCopyMessage({
          text: `${added.length} line${added.length === 1 ? '' : 's'} copied from last week.`,
          critical: false,
        });
      }
    } catch (failure) {
      setCopyMessage({ text: errorMessageOf(failure), critical: true });
    } finally {
      setCopying(false);
    }
  }

  return (
    <>
      {grid && grid.dayLocks.some((lock) => lock === null) ? (
        <Inline gap="medium" align="end">
          <div className={styles.picker}>
            <Suspense
              fallback={
                <FieldPlaceholder label="Add line" text={ADD_LINE_PLACEHOLDER} isPlaceholder />
              }
            >
              <TimeTargetPicker
                label="Add line"
                clearOnSelect
                onSelect={(target) => onKeep(withLines(kept, [target]), targetKey(target))}
              />
            </Suspense>
          </div>
          <Button icon="list" isLoading={copying} onPress={() => void copyLastWeek()}>
            Copy last week&apos;s lines
          </Button>
        </Inline>
      ) : null}
      {copyMessage ? (
        <Callout tone={copyMessage.critical ? 'critical' : 'neutral'} announce="status">
          {copyMessage.text}
        </Callout>
      ) : null}
    </>
  );
}
