import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** The id of a demo project by its code, from the task filter options the lists use. */
async function projectId(page: Page, code: string): Promise<number> {
  const response = await page.request.get('/api/tasks/query/options');
  expect(response.ok()).toBe(true);
  const definitions = (await response.json()) as {
    name: string;
    items: { title: string; value: number }[];
  }[];
  const item = definitions
    .find((d) => d.name === 'project')
    ?.items.find((i) => i.title.startsWith(`${code} `));
  if (!item) throw new Error(`No project ${code}`);
  return item.value;
}

/** Quick add: a name and Enter, then wait for the server's answer. */
async function quickAdd(page: Page, name: string) {
  const field = page.getByRole('textbox', { name: 'New task' });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/tasks') && r.request().method() === 'POST',
  );
  await field.fill(name);
  await field.press('Enter');
  expect((await created).status()).toBe(201);
  await expect(field).toHaveValue('');
}

test.describe('Task lists', () => {
  test('quick add creates a To do task, found by the URL search; bulk status change', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const id = await projectId(page, 'KEEL-001');
    await page.goto(`/projects/${id}/tasks/list`);
    const table = page.getByRole('grid', { name: 'Tasks of KEEL-001' });
    // Grouped by status by default: the first heading row is a status.
    await expect(table.getByRole('row').nth(1)).toContainText(
      /To do|In progress|In review|Blocked|Done/,
      { timeout: 15_000 },
    );

    const tag = `E2E list ${Date.now()}`;
    await quickAdd(page, `${tag} first`);
    await quickAdd(page, `${tag} second`);

    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(page).toHaveURL(/text=E2E/);
    await expect(table.getByRole('link', { name: `${tag} first` })).toBeVisible();
    await expect(table.getByRole('link', { name: `${tag} second` })).toBeVisible();
    // Both new tasks are in To do: one heading with its count, then the two rows.
    await expect(table.getByRole('row', { name: /To do/ })).toContainText('2 tasks');
    expect(await axeViolations(page)).toEqual([]);

    // The search survives a reload (it is the URL).
    await page.reload();
    await expect(table.getByRole('link', { name: `${tag} first` })).toBeVisible();

    // The checkbox input is visually hidden under its drawn box (react-aria), hence force.
    await table.getByRole('checkbox', { name: 'Select All' }).check({ force: true });
    const bar = page.getByRole('group', { name: 'Selected tasks' });
    await expect(bar).toContainText('2 tasks selected');
    await bar.getByRole('button', { name: 'Set status' }).click();
    await page.getByRole('menuitem', { name: 'In progress' }).click();
    await expect(page.getByText('Status set to In progress: 2 tasks done.')).toBeVisible();
    await expect(table.getByRole('row', { name: /In progress/ }).first()).toContainText('2 tasks');
    await expect(table.getByRole('row', { name: /To do/ })).toHaveCount(0);

    // Inline: one task back to To do from its status cell.
    await table.getByRole('button', { name: `Status of ${tag} first: In progress` }).click();
    await page.getByRole('menuitem', { name: 'To do' }).click();
    await expect(
      table.getByRole('button', { name: `Status of ${tag} first: To do` }),
    ).toBeVisible();

    // Inline estimate: typed in hours, saved in minutes, shown in hours.
    await table.getByRole('button', { name: `Estimate of ${tag} first: not set` }).click();
    const hours = page.getByRole('textbox', { name: 'Estimate (hours)' });
    await hours.fill('2.5');
    await hours.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      table.getByRole('button', { name: `Estimate of ${tag} first: 2.5 h` }),
    ).toBeVisible();
  });

  test('my tasks are grouped as chosen, kept in the URL', async ({ page }) => {
    // A reload and an axe run over 130 rows: more than the default budget on a busy machine.
    test.slow();
    await loginAs(page, 'member');
    await page.goto('/tasks/mine/all');
    const table = page.getByRole('grid', { name: 'All My Tasks' });
    await expect(table.getByRole('row').nth(1)).toContainText(/KEEL-\d+ · /, { timeout: 15_000 });
    await page.getByRole('button', { name: /Group by$/ }).click();
    await page.getByRole('option', { name: 'Status' }).click();
    await expect(page).toHaveURL(/groupBy=status/);
    await expect(table.getByRole('row').nth(1)).toContainText(
      /(To do|In progress|In review|Blocked|Done)\s*\d+ tasks?/,
    );
    await page.reload();
    await expect(page.getByRole('button', { name: /Group by$/ })).toContainText('Status');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the member sees only their own tasks', async ({ page }) => {
    const me = (await loginAs(page, 'member')) as {
      id: number;
      teams: { id: number; name: string }[];
    };
    // What the lists ask for, without any filter: the server scopes it.
    const response = await page.request.post('/api/tasks/query', {
      data: { filters: [], pageSize: 500 },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      total: number;
      items: { assignee: { id: number } | null; assigneeTeam: { id: number } | null }[];
    };
    expect(body.total).toBeGreaterThan(0);
    const teamIds = new Set(me.teams.map((t) => t.id));
    for (const task of body.items) {
      expect(
        task.assignee?.id === me.id || (task.assigneeTeam && teamIds.has(task.assigneeTeam.id)),
      ).toBeTruthy();
    }

    await page.goto('/tasks/mine/ongoing');
    const table = page.getByRole('grid', { name: 'My Ongoing Tasks' });
    const assignees = table.getByRole('button', { name: /^Status of / });
    // The first load waits for the filter definitions, then the list.
    await expect(assignees.first()).toBeVisible({ timeout: 15_000 });
    // Every row of the page is assigned to Max Member.
    const rows = table.locator('[role="row"]:has(a)');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect(rows.nth(i)).toContainText('Max Member');
    }
    // A team of theirs has its own list, named after the team: the demo gives Delivery work.
    const team = me.teams.find((t) => t.name === 'Delivery');
    expect(team).toBeDefined();
    await page.goto(`/tasks/team/${team!.id}`);
    await expect(page.getByRole('heading', { name: `${team!.name} Tasks` })).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ tasks?/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'No tasks for this team' })).toBeHidden();
    // All Tasks is not for a member.
    await page.goto('/tasks/all/projects');
    await expect(
      page.getByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeVisible();
  });

  test('a custom view saved with a filter shows only what the filter lets through', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    await page.goto('/tasks/all/projects');
    const projectsTable = page.getByRole('grid', { name: 'Tasks by Project' });
    // Project groups show their count; under the default Ongoing filter no completion
    // (every task of a group is ongoing, so it would always say "0% done": issue 27).
    await expect(projectsTable.getByRole('row').nth(1)).toContainText(/\d+ tasks?$/, {
      timeout: 15_000,
    });
    await expect(projectsTable.getByRole('row').nth(1)).not.toContainText('% done');

    const panel = page.getByRole('navigation', { name: 'Tasks' });
    await panel.getByRole('button', { name: 'Add Custom View' }).click();
    const editor = page.getByRole('dialog', { name: 'Add Custom View' });
    const name = `Blocked ${Date.now()}`;
    await editor.getByRole('textbox', { name: 'Name' }).fill(name);
    await editor.getByRole('button', { name: /^Status/ }).click();
    await page
      .getByRole('listbox', { name: 'Status' })
      .getByRole('option', { name: 'Blocked' })
      .click();
    await page.keyboard.press('Escape');
    const saved = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/users/current/settings/tasks-page-custom-views') &&
        r.method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    const views = (await saved).postDataJSON() as { name: string; filters: unknown[] }[];
    expect(views.at(-1)).toMatchObject({
      name,
      filters: [{ filterName: 'status', intArrayValue: [4] }],
    });
    await expect(editor).toBeHidden();

    await panel.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/tasks\/all\/view\//);
    await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
    const table = page.getByRole('grid', { name });
    const statuses = table.getByRole('button', { name: /^Status of / });
    await expect(statuses.first()).toBeVisible({ timeout: 15_000 });
    for (const status of await statuses.all()) {
      await expect(status).toHaveAccessibleName(/: Blocked$/);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Task lists ask only what the user may read', () => {
  for (const account of ['pm', 'admin', 'member'] as const) {
    test(`${account}: the task lists and team pages load without a refused call`, async ({
      page,
    }) => {
      test.slow();
      const me = (await loginAs(page, account)) as {
        globalPermissions: Record<string, boolean>;
        teams: { id: number }[];
      };
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() >= 400)
          refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      const paths = [
        '/tasks/mine/ongoing',
        ...me.teams.map((team) => `/tasks/team/${team.id}`),
        ...(me.globalPermissions.readProjectTasks
          ? ['/tasks/all/projects', '/tasks/all/assignees']
          : []),
      ];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByText(/Showing \d+ of \d+ tasks?|No tasks/).first()).toBeVisible({
          timeout: 15_000,
        });
        await page.waitForLoadState('networkidle');
      }
      expect(refused).toEqual([]);
    });
  }

  test('group headings: a team by its name, no percentage under Ongoing', async ({ page }) => {
    test.slow();
    await loginAs(page, 'pm');
    const keel = await projectId(page, 'KEEL-001');
    const suffix = Date.now().toString(36);
    const teams = (await (await page.request.get('/api/teams?pageSize=100')).json()) as {
      items: { id: number; name: string }[];
    };
    const design = teams.items.find((team) => team.name === 'Design');
    expect(design).toBeDefined();
    const created = await page.request.post('/api/tasks', {
      data: { projectId: keel, name: `Heading ${suffix}`, assigneeTeamId: design!.id },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/tasks/all/assignees?text=${suffix}`);
    const table = page.getByRole('grid');
    await expect(table.getByRole('row').nth(1)).toContainText('Design', { timeout: 15_000 });
    await expect(table).not.toContainText('Unassigned');

    // Ongoing (the lists' default): the project's heading counts tasks, with no "0% done".
    await page.goto('/tasks/all/projects');
    const heading = page.getByRole('grid').getByRole('row').nth(1);
    await expect(heading).toContainText(/\d+ tasks?/, { timeout: 15_000 });
    await expect(page.getByRole('grid')).not.toContainText('% done');
  });
});
