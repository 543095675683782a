import { describe, expect, it } from 'vitest';
import {
  parseIntList,
  parseWorkloadState,
  rangeEnd,
  shiftRange,
  workloadBody,
  cellBody,
  workloadSearch,
} from './workload-url';

const TODAY = '2026-11-26'; // a Thursday

describe('the workload URL', () => {
  it('defaults to twelve weeks from this week, no filter, no unassigned row', () => {
    const state = parseWorkloadState(new URLSearchParams(''), TODAY);
    expect(state).toEqual({
      from: '2026-11-23',
      weeks: 12,
      filters: { team: [], user: [], project: [], domain: [] },
      includeUnassigned: false,
    });
    expect(rangeEnd(state)).toBe('2027-02-14');
  });

  it('takes `from` to its Monday and keeps weeks within 1 to 53', () => {
    const p = (q: string) => parseWorkloadState(new URLSearchParams(q), TODAY);
    expect(p('from=2027-01-01&weeks=2').from).toBe('2026-12-28');
    expect(p('from=2026-02-31').from).toBe('2026-11-23');
    expect(p('weeks=0').weeks).toBe(1);
    expect(p('weeks=99').weeks).toBe(53);
    expect(p('weeks=x').weeks).toBe(12);
    expect(rangeEnd(p('from=2026-11-23&weeks=53'))).toBe('2027-11-28');
  });

  it('parses integer filters and drops anything else', () => {
    expect(parseIntList('1,2,x,3,2,-4,')).toEqual([1, 2, 3]);
    const state = parseWorkloadState(
      new URLSearchParams('team=1,2&user=abc&project=7&domain=2&unassigned=1'),
      TODAY,
    );
    expect(state.filters).toEqual({ team: [1, 2], user: [], project: [7], domain: [2] });
    expect(state.includeUnassigned).toBe(true);
  });

  it('writes a state back to the URL and into the API body', () => {
    const state = parseWorkloadState(new URLSearchParams('team=1,2&unassigned=1&weeks=4'), TODAY);
    expect(workloadSearch(state)).toBe('?from=2026-11-23&weeks=4&team=1%2C2&unassigned=1');
    expect(workloadSearch(shiftRange(state, -4))).toContain('from=2026-10-26');
    expect(workloadBody(state)).toEqual({
      filters: [{ filterName: 'team', intArrayValue: [1, 2] }],
      includeUnassigned: true,
      includeTasks: false,
    });
    // A person's cell: the project and domain filters, that person, with the tasks.
    const filtered = parseWorkloadState(
      new URLSearchParams('team=1&project=7&unassigned=1'),
      TODAY,
    );
    expect(cellBody(filtered, 12)).toEqual({
      filters: [
        { filterName: 'project', intArrayValue: [7] },
        { filterName: 'user', intArrayValue: [12] },
      ],
      includeUnassigned: false,
      includeTasks: true,
    });
    // The unassigned row: the grid's filters, with the tasks.
    expect(cellBody(filtered, null)).toMatchObject({ includeUnassigned: true, includeTasks: true });
    expect(workloadBody(parseWorkloadState(new URLSearchParams(''), TODAY))).toEqual({
      filters: [],
      includeUnassigned: false,
      includeTasks: false,
    });
  });
});
