import type { TimesheetTimer } from '@keel/types';
import { timerKeys } from './timer.queries';
import { timesheetKeys } from './timesheet.queries';
import {
  elapsedNow,
  formatElapsed,
  mayUseTimer,
  runsOn,
  spokenElapsed,
  timerTarget,
} from './timer-view';

const timer = (target: TimesheetTimer['target']): TimesheetTimer => ({
  id: 1,
  target,
  note: '',
  startedAt: '2026-04-06T07:00:00.000Z',
  elapsedSeconds: 0,
  version: 1,
});

describe('the running timer as shown', () => {
  it('formats elapsed time as a stopwatch and in words', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(9)).toBe('0:00:09');
    expect(formatElapsed(3930)).toBe('1:05:30');
    expect(formatElapsed(26 * 3600)).toBe('26:00:00');
    expect(spokenElapsed(30)).toBe('under a minute');
    expect(spokenElapsed(60)).toBe('1 minute');
    expect(spokenElapsed(3930)).toBe('1 hour 5 minutes');
    expect(spokenElapsed(7200)).toBe('2 hours');
  });

  it('ticks from the server figure', () => {
    expect(elapsedNow(90, 1_000, 1_000)).toBe(90);
    expect(elapsedNow(90, 1_000, 4_999)).toBe(93);
    expect(elapsedNow(90, 1_000, 500)).toBe(90);
  });

  it('names its target as the timesheet does, and knows what it runs on', () => {
    const onTask = timer({
      project: { id: 3, code: 'KEEL-001', name: 'Harbour Bank' },
      task: { id: 12, name: 'Checkout page' },
      timesheetTask: null,
    });
    expect(timerTarget(onTask.target)).toEqual({
      kind: 'task',
      id: 12,
      name: 'Checkout page',
      project: { id: 3, code: 'KEEL-001', name: 'Harbour Bank' },
    });
    expect(runsOn(onTask, { kind: 'task', id: 12 })).toBe(true);
    expect(runsOn(onTask, { kind: 'project', id: 3 })).toBe(false);
    expect(runsOn(null, { kind: 'task', id: 12 })).toBe(false);
    const onLeave = timer({
      project: null,
      task: null,
      timesheetTask: { id: 4, name: 'Internal', kind: 'internal' },
    });
    expect(timerTarget(onLeave.target)).toEqual({ kind: 'timesheetTask', id: 4, name: 'Internal' });
  });

  it('belongs to internal users', () => {
    expect(mayUseTimer({ external: false })).toBe(true);
    expect(mayUseTimer({ external: true })).toBe(false);
  });
});

describe("the running timer's query key", () => {
  it('sits under the timesheet key, so a refresh of all the timesheet reads it again', () => {
    expect(timerKeys.running().slice(0, timesheetKeys.all.length)).toEqual([...timesheetKeys.all]);
  });
});
