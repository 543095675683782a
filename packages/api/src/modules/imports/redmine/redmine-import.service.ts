import type { Import, RedmineImportInputSchema } from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../../lib/deps';
import { ForbiddenError } from '../../../lib/errors';
import { hasFlag, type AuthUser } from '../../auth';
import { listTimesheetTasks } from '../../timesheet';
import type { createImport, NewImportInput } from '../imports.service';
import { userIdsByEmail } from '../../users';
import {
  REDMINE_CLIENT_DEFAULTS,
  redmineClient,
  type RedmineClientSettings,
} from './redmine-client';
import { convertRedmine } from './redmine-convert';
import { readRedmine } from './redmine-read';

/**
 * `POST /api/imports/redmine` (README.md): reads the server with the key
 * (used for this read only, never kept or logged), turns what it read into
 * the sheets of an import and hands them to the imports module's
 * `createImport`, so the dry run, commit, report and rollback are a file
 * import's. The import is given the server's address as its `origin`: the
 * external ids (Redmine's ids) are kept per origin, so a second import of
 * the same server updates what the first one brought.
 */

/** The imports module's `createImport`, handed in (tests give one that records what it is handed). */
export type CreateImport = typeof createImport;
export type CreateImportInput = NewImportInput;

export async function importFromRedmine(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof RedmineImportInputSchema>,
  createImport: CreateImport,
  settings: Partial<Omit<RedmineClientSettings, 'allowPrivate'>> = {},
): Promise<Import> {
  if (!hasFlag(actor, 'manageImports'))
    throw new ForbiddenError('Imports are for holders of manageImports');
  const client = redmineClient(input.url, input.apiKey, {
    ...REDMINE_CLIENT_DEFAULTS,
    ...settings,
    allowPrivate: deps.config.importAllowPrivate,
  });
  const started = Date.now();
  const data = await readRedmine(client, { projectIds: input.projectIds, since: input.since });
  const mails = [...data.users.values()].flatMap((u) => (u.mail ? [u.mail] : []));
  const { items } = await listTimesheetTasks(deps, actor, false);
  const converted = convertRedmine(data, {
    userIdsByEmail: await userIdsByEmail(deps.knex, mails),
    timesheetTasks: items.map(({ id, name }) => ({ id, name })),
  });
  deps.logger.info(
    {
      redmine: client.baseUrl,
      ms: Date.now() - started,
      rows: Object.fromEntries(converted.sheets.map((s) => [s.kind, s.rows.length])),
    },
    'read a Redmine server for an import',
  );
  return createImport(deps, actor, {
    source: 'redmine',
    fileName: null,
    sourceUrl: client.baseUrl,
    origin: client.baseUrl,
    locale: 'en',
    sheets: converted.sheets,
    valueMaps: converted.valueMaps,
  });
}
