import { DEMO_ACCOUNTS } from '../../demo/demo-workspace';
import type { Example, Who } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { deleteTimer, findUserTimer, insertTimer } from './timesheet-timer.repository';

/**
 * Example requests of the running timer's routes for the authorization
 * matrix and the security battery: each stop or discard gets a fresh timer of
 * the caller's (the pm's for stakeholders and the signed-out, who keep no
 * timesheet) on the Internal timesheet task, and sends its version (each
 * start of a user's timer takes the next one).
 */

async function internalTaskId(server: TestServer): Promise<number> {
  return server.idOf('timesheet_tasks', { kind: 'internal' });
}

/** A timer of the caller's just started (any running one replaced): its version. */
async function freshTimer(server: TestServer, who: Who): Promise<number> {
  const account = who === 'signedOut' || who === 'stakeholder' ? 'pm' : who;
  const userId = await server.idOf('users', { email: DEMO_ACCOUNTS[account].email });
  const running = await findUserTimer(server.knex, userId);
  if (running) await deleteTimer(server.knex, running.id);
  const started = await insertTimer(
    server.knex,
    {
      userId,
      projectId: null,
      taskId: null,
      timesheetTaskId: await internalTaskId(server),
      note: 'Matrix timer',
    },
    server.clock.now,
  );
  if (!started) throw new Error('a timer still ran after it was deleted');
  return started.version;
}

export const TIMESHEET_TIMER_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/timesheet/timer/start': async (_who, server) => ({
    body: { timesheetTaskId: await internalTaskId(server), note: 'Matrix timer' },
  }),
  'POST /api/timesheet/timer/stop': async (who, server) => {
    return { body: { version: await freshTimer(server, who) } };
  },
  'DELETE /api/timesheet/timer': async (who, server) => {
    return { query: { version: String(await freshTimer(server, who)) } };
  },
};
