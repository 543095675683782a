import type { Task, TaskQueryResult } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { insertProjects } from '../projects/projects.repository';
import { updateQuoteTask } from '../quotes/from-quote.repository';
import { statusOf } from './tasks.test-fixtures';

/**
 * The task list's text filter (`task-query.repository.ts`, `applyText`): the
 * name as quick search normalises it, through the trigram index, kept in
 * step by every write; or the project's code.
 */

let server: TestServer;
let counter = 0;

serverForFile((started) => {
  server = started;
});

/** A new active project without members, coded `<prefix>-<digits>`: its id and code. */
async function newProject(prefix: string): Promise<{ id: number; code: string }> {
  counter += 1;
  const code = `${prefix}-${Date.now()}${counter}`;
  const [id] = await insertProjects(
    server.knex,
    [{ code, name: `${prefix} project`, status: 'active' }],
    0,
  );
  return { id: id as number, code };
}

async function create(projectId: number, name: string): Promise<Task> {
  const response = await server.call<Task>('admin', 'POST', '/api/tasks', { projectId, name });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** The names of the tasks the text finds (in one project when given), sorted. */
async function found(text: string, projectId?: number): Promise<string[]> {
  const filters: Array<Record<string, unknown>> = [{ filterName: 'text', stringValue: text }];
  if (projectId !== undefined) filters.push({ filterName: 'project', intArrayValue: [projectId] });
  const response = await server.call<TaskQueryResult>('admin', 'POST', '/api/tasks/query', {
    filters,
    pageSize: 500,
  });
  expect(response.status, response.text).toBe(200);
  expect(response.body.total).toBe(response.body.items.length);
  return response.body.items.map((t) => t.name).sort();
}

/** Letters only: a tag no other task's name holds. */
function tag(): string {
  counter += 1;
  return `q${(Date.now() * 100 + counter).toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string)}`;
}

describe('tasks: the text filter', () => {
  it('ignores accents and case, as quick search does, both ways', async () => {
    const t = tag();
    const { id } = await newProject('TXA');
    await create(id, `Café ${t} réunion`);
    await create(id, `CAFE ${t} MEETING`);
    await create(id, `Søren ${t} Straße`);
    await create(id, `Cage ${t}`);
    expect(await found(`cafe ${t}`)).toEqual([`CAFE ${t} MEETING`, `Café ${t} réunion`].sort());
    expect(await found(`CAFÉ ${t}`)).toEqual([`CAFE ${t} MEETING`, `Café ${t} réunion`].sort());
    expect(await found(`${t} REUNION`)).toEqual([`Café ${t} réunion`]);
    expect(await found(`soren ${t} strasse`)).toEqual([`Søren ${t} Straße`]);
    // Runs of space count as one, as in the stored text.
    expect(await found(`  café   ${t}  `)).toEqual(
      [`CAFE ${t} MEETING`, `Café ${t} réunion`].sort(),
    );
  });

  it('finds a text inside a word, not only at word starts', async () => {
    const t = tag();
    const { id } = await newProject('TXB');
    await create(id, `Handover${t}plan`);
    await create(id, `Hand ${t} over`);
    expect(await found(`over${t}pl`)).toEqual([`Handover${t}plan`]);
    expect(await found(t.slice(2))).toEqual([`Hand ${t} over`, `Handover${t}plan`].sort());
  });

  it('answers terms of one and two characters too (no trigram: a scan), accents and case ignored', async () => {
    const { id } = await newProject('TXC');
    await create(id, 'Zoë');
    await create(id, 'Éa');
    await create(id, 'Ab');
    await create(id, '50% done');
    await create(id, 'snake_case');
    expect(await found('e', id)).toEqual(['Zoë', 'Éa', '50% done', 'snake_case'].sort());
    expect(await found('ÉA', id)).toEqual(['Éa']);
    expect(await found('b', id)).toEqual(['Ab']);
    // LIKE's wildcards are plain characters, in short terms and long ones.
    expect(await found('%', id)).toEqual(['50% done']);
    expect(await found('_', id)).toEqual(['snake_case']);
    expect(await found('0% d', id)).toEqual(['50% done']);
    expect(await found('e_c', id)).toEqual(['snake_case']);
  });

  it("takes quotes and the index's syntax as plain text", async () => {
    const t = tag();
    const { id } = await newProject('TXD');
    await create(id, `Say "hello" ${t}`);
    await create(id, `${t} OR NOT* (x)`);
    expect(await found(`"hello" ${t}`)).toEqual([`Say "hello" ${t}`]);
    expect(await found(`${t} or not*`)).toEqual([`${t} OR NOT* (x)`]);
    expect(await found(`hello ${t}`)).toEqual([]);
  });

  it('finds every task of a project by its code (any part of it, any case)', async () => {
    const { id, code } = await newProject('TXCODE');
    const other = await newProject('TXOTHER');
    await create(id, 'First');
    await create(id, 'Second');
    await create(other.id, 'Elsewhere');
    expect(await found(code.toLowerCase())).toEqual(['First', 'Second']);
    expect(await found(code.slice(3))).toEqual(['First', 'Second']);
    // A short part of the code, on a project's tasks.
    expect(await found('tx', id)).toEqual(['First', 'Second']);
  });

  it('finds a renamed task by its new name only, and a deleted one no more', async () => {
    const t = tag();
    const { id } = await newProject('TXE');
    const task = await create(id, `Draft ${t} plan`);
    expect(await found(`draft ${t}`)).toEqual([`Draft ${t} plan`]);
    const renamed = await server.call<Task>('admin', 'PUT', `/api/tasks/${task.id}/name`, {
      name: `Final ${t} Überblick`,
      version: task.version,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(await found(`draft ${t}`)).toEqual([]);
    expect(await found(`final ${t} uberb`)).toEqual([`Final ${t} Überblick`]);
    expect(
      await statusOf(
        server,
        'admin',
        'DELETE',
        `/api/tasks/${task.id}?version=${renamed.body.version}`,
      ),
    ).toBe(200);
    expect(await found(`final ${t}`)).toEqual([]);
    expect(await found(t)).toEqual([]);
  });

  it("follows a rename by a quote's revision (the project's tasks updated from the quote)", async () => {
    const t = tag();
    const { id } = await newProject('TXQ');
    const task = await create(id, `Estimate ${t}`);
    await updateQuoteTask(server.knex, task.id, { name: `Ångström ${t}` }, Date.now());
    expect(await found(`estimate ${t}`)).toEqual([]);
    expect(await found(`angstrom ${t}`)).toEqual([`Ångström ${t}`]);
  });

  it('stores every written name with its search text (an insert without it fails)', async () => {
    const { id } = await newProject('TXF');
    const task = await create(id, 'Ålesund Ærø');
    const row = await server
      .knex('tasks')
      .where({ id: task.id })
      .first<{ search_text: string }>('search_text');
    expect(row?.search_text).toBe('alesund aero');
    await expect(
      server.knex('tasks').insert({
        project_id: id,
        name: 'Without its search text',
        status: 'todo',
        board_key: 'zz',
        created_at: 0,
        updated_at: 0,
      }),
    ).rejects.toThrow(/search_text/);
  });
});
