import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboBox } from '@keel/ui';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue';
import { timesheetTasksQueryOptions } from '../timesheet.queries';
import { timeTargetSearchQueryOptions } from '../target-search.queries';
import { targetKey, targetLabel, targetSearchScope, type TimeTarget } from '../time-targets';
import { currentUserQueryOptions } from '../../../lib/session';

/** Open tasks, projects and active timesheet tasks matching the typed text, as time targets. */
function useTargetSearch(text: string): { targets: TimeTarget[]; isLoading: boolean } {
  const search = useDebouncedValue(text.trim(), 250);
  const { data: me } = useQuery(currentUserQueryOptions());
  const scope = me ? targetSearchScope(me) : { tasks: false, projects: false };
  const timesheetTasks = useQuery(timesheetTasksQueryOptions());
  const found = useQuery({
    ...timeTargetSearchQueryOptions(search, scope),
    enabled: search.length > 0 && (scope.tasks || scope.projects),
  });
  const needle = search.toLowerCase();
  const matchingTimesheetTasks = (timesheetTasks.data?.items ?? [])
    .filter((task) => task.active && task.name.toLowerCase().includes(needle))
    .map((task): TimeTarget => ({ kind: 'timesheetTask', id: task.id, name: task.name }));
  return {
    targets: [...(search ? (found.data ?? []) : []), ...matchingTimesheetTasks],
    isLoading: search.length > 0 && found.isLoading,
  };
}

export interface TimeTargetPickerProps {
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Called with the chosen target (the picker then clears itself when `clearOnSelect`). */
  onSelect: (target: TimeTarget) => void;
  /**
   * Empties the input after a choice (adding grid lines), closed and without
   * focus: the caller moves focus where the choice leads. A form field keeps it.
   * @default false
   */
  clearOnSelect?: boolean;
  placeholder?: string;
  errorMessage?: string;
  isRequired?: boolean;
  autoFocus?: boolean;
  /** The text the input starts with (an entry dialog shows the entry's current target). @default '' */
  defaultInputValue?: string;
}

/** Searches tasks, projects and timesheet tasks to log time on (grid lines, entry dialogs). */
export function TimeTargetPicker({
  label,
  onSelect,
  clearOnSelect = false,
  placeholder = 'Search tasks, projects, timesheet tasks',
  defaultInputValue = '',
  ...rest
}: TimeTargetPickerProps) {
  const [text, setText] = useState(defaultInputValue);
  // A form field holds its choice as the list's selection, so choosing closes the list
  // (an input changed under a focused ComboBox that selects nothing opens it again).
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  // Clearing the text of a focused ComboBox reopens its list; a fresh one starts closed.
  const [round, setRound] = useState(0);
  const { targets, isLoading } = useTargetSearch(text);
  const items = targets.map((target) => {
    const { name, context } = targetLabel(target);
    return { id: targetKey(target), name, description: context, target };
  });
  return (
    <ComboBox
      key={round}
      {...rest}
      label={label}
      items={items}
      inputValue={text}
      onInputChange={setText}
      isLoading={isLoading}
      placeholder={placeholder}
      value={clearOnSelect ? null : chosenKey}
      onChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (!chosen) return;
        onSelect(chosen.target);
        if (clearOnSelect) {
          setText('');
          setRound((value) => value + 1);
        } else {
          setChosenKey(chosen.id);
          setText(chosen.name);
        }
      }}
    />
  );
}
