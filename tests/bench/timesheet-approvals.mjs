// The approvals inbox's figure of the bench's timekeeping part (issue 30):
// a team lead of 50 people reads the weeks waiting for them, over the
// 1,000,000 time entries and the 100,000 weeks of the data set
// (generate-approvals.ts). Called by the part's `measureTimekeeping` (run.mjs).
import { fail, measure } from './measure.mjs';
import { signIn } from './server.mjs';

export const APPROVALS_FIGURE = 'timesheet approvals (lead of 50)';
/** generate-approvals.ts's lead (the demo password) and what waits for them. */
const LEAD = 'bench.lead@example.com';
const WAITING = 200;

/**
 * `GET /api/timesheet/approvals` as the lead: the first page of 50 of the 200
 * submitted weeks of their team's 50 members, each with its total (a sum over
 * the week's entries) and expected hours; the p99 is held to its budget.
 */
export async function measureTimesheetApprovals(base) {
  const lead = await signIn(base, LEAD);
  const url = `${base}/api/timesheet/approvals?status=submitted&pageSize=50`;
  const probe = await (await fetch(url, { headers: { cookie: lead } })).json();
  if (probe.total !== WAITING || probe.items?.length !== 50)
    fail(`${APPROVALS_FIGURE}: expected ${WAITING} weeks waiting, 50 a page (got ${probe.total})`);
  else if (probe.items.some((week) => week.totalMinutes <= 0))
    fail(`${APPROVALS_FIGURE}: a week without its total`);
  await measure(APPROVALS_FIGURE, url, lead);
  console.log(
    `${''.padEnd(34)} (${probe.total} weeks waiting for a lead of 50; 50 a page, oldest first)`,
  );
}
