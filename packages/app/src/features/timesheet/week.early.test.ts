import { QueryClient } from '@tanstack/react-query';
import { timesheetEndpoints, timesheetTimerEndpoints } from '@keel/types';
import { dropEarlyResponses, resetEarlyResponses } from '../../lib/api/early-requests';
import { ENTRIES_PATH, TIMER_PATH, isTimesheetWeekPath, sendWeekRequestsEarly } from './week.early';
import { timeEntriesQueryOptions, timesheetWeekQueryOptions } from './timesheet.queries';
import { runningTimerQueryOptions } from './timer.queries';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const range = { items: [], totalMinutes: 0, lockedThrough: null, weeks: [] };
const member = { id: 3, name: 'Max Member', initials: 'MM', color: '#2f5bd3' };
const week = {
  user: member,
  weekStart: '2026-11-30',
  weekEnd: '2026-12-06',
  status: 'open',
  comment: '',
  totalMinutes: 0,
  submittedAt: null,
  submittedBy: null,
  decidedAt: null,
  decidedBy: null,
  version: null,
};

describe("the timesheet week's early requests", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    resetEarlyResponses();
    vi.unstubAllGlobals();
  });
  const urls = () => fetchMock.mock.calls.map((call) => String(call[0]));

  it("asks the API contract's paths", () => {
    expect(ENTRIES_PATH).toBe(timesheetEndpoints.listEntries.path);
    expect(TIMER_PATH).toBe(timesheetTimerEndpoints.get.path);
    expect(isTimesheetWeekPath('/timesheet')).toBe(true);
    expect(isTimesheetWeekPath('/timesheet/')).toBe(true);
    expect(isTimesheetWeekPath('/timesheet/calendar')).toBe(false);
  });

  it("sends the week's entries, timer and status once, and the loads read them", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith(ENTRIES_PATH)) return json(200, range);
      if (url === TIMER_PATH) return json(200, null);
      return json(200, week);
    });
    // Thursday 3 December 2026: the week starts on Monday 30 November.
    sendWeekRequestsEarly('', Promise.resolve(json(200, { id: 3 })), '2026-12-03');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(urls()).toEqual([
      '/api/timesheet/entries?from=2026-11-30&to=2026-12-06',
      '/api/timesheet/timer',
      '/api/timesheet/weeks/3/2026-11-30',
    ]);

    const queryClient = new QueryClient();
    await expect(
      Promise.all([
        queryClient.fetchQuery(timeEntriesQueryOptions(null, '2026-11-30', '2026-12-06')),
        queryClient.fetchQuery(runningTimerQueryOptions()),
        queryClient.fetchQuery(timesheetWeekQueryOptions(3, '2026-11-30')),
      ]),
    ).resolves.toEqual([range, null, week]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Read once: the next load asks the server again.
    await queryClient.fetchQuery({ ...runningTimerQueryOptions(), staleTime: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("leaves someone else's week to the loader, and a signed-out answer sends no status request", async () => {
    sendWeekRequestsEarly('?user=7', Promise.resolve(json(200, { id: 3 })), '2026-12-03');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json(401, { message: 'Not signed in' }));
    sendWeekRequestsEarly('?week=2027-01-06', Promise.resolve(json(401, {})), '2026-12-03');
    await new Promise((done) => setTimeout(done, 0));
    expect(urls()).toEqual([
      '/api/timesheet/entries?from=2027-01-04&to=2027-01-10',
      '/api/timesheet/timer',
    ]);
  });

  it('drops the answers nobody read once the first page shows', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Not signed in' }));
    sendWeekRequestsEarly('', Promise.resolve(json(401, {})), '2026-12-03');
    dropEarlyResponses();
    fetchMock.mockResolvedValue(json(200, null));
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(runningTimerQueryOptions())).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends no week status once the first page shows (its loader asked; a kept answer would go stale)', async () => {
    let answerUser: (response: Response) => void = () => undefined;
    const currentUser = new Promise<Response>((resolve) => (answerUser = resolve));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, null)));
    sendWeekRequestsEarly('', currentUser, '2026-12-03');
    dropEarlyResponses();
    answerUser(json(200, { id: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls()).toEqual([
      '/api/timesheet/entries?from=2026-11-30&to=2026-12-06',
      '/api/timesheet/timer',
    ]);
  });
});
