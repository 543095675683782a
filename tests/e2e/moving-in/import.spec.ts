import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

// Issue 34, "Moving in": an administrator imports tasks for KEEL-001 from a
// CSV file on /management/import. The file calls the task's name "Headline",
// which the guess does not take for the name: the dry run says the name is
// missing, the administrator maps it by keyboard, the next dry run is clean,
// the commit writes the rows with a live count, and the project's task list
// shows them. The history lists the import with its counts and who ran it.
test.describe.configure({ timeout: 120_000 });

async function keel001(page: Page): Promise<number> {
  const response = await page.request.post('/api/projects/query', { data: { pageSize: 100 } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; code: string }[] };
  const project = items.find((p) => p.code === 'KEEL-001');
  expect(project).toBeDefined();
  return project!.id;
}

test('an administrator imports tasks from a CSV file, fixes a guessed mapping after the dry run and commits', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const projectId = await keel001(page);
  const run = Date.now().toString(36);
  const names = [`Imported survey ${run}`, `Imported hull check ${run}`];
  const csv = [
    'Ref,Project,Headline,Estimate',
    `imp-${run}-1,KEEL-001,${names[0]},7.5`,
    `imp-${run}-2,KEEL-001,${names[1]},12`,
    '',
  ].join('\n');

  await page.goto('/management/import');
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // What the file holds, by keyboard.
  const kind = page.getByRole('button', { name: /What the file holds/ });
  await kind.focus();
  await kind.press('Enter');
  await page.getByRole('option', { name: 'Tasks' }).press('Enter');
  await expect(kind).toContainText('Tasks');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (
    await chooser
  ).setFiles({ name: `tasks-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(`Chosen: tasks-${run}.csv`)).toBeVisible();
  await page.getByRole('button', { name: 'Read file' }).click();

  await expect(page).toHaveURL(/\/management\/import\/\d+$/);
  const mapping = page.getByRole('group', { name: 'Columns of Tasks' });
  await expect(
    mapping.getByRole('button', { name: /Project \(code\) \(required\)/ }),
  ).toContainText('Project');
  const nameField = mapping.getByRole('button', { name: /Name \(required\)/ });
  await expect(nameField).toContainText('Not imported');
  await expect(page.getByRole('table').getByText(names[0]!)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The dry run with the guess: the name is missing, so nothing can be committed.
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText(/2 rows have problems/).first()).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Problems' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commit' })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // Map the name to "Headline" by keyboard, then check again: clean.
  await nameField.focus();
  await nameField.press('Enter');
  await page.getByRole('option', { name: 'Headline' }).press('Enter');
  await expect(nameField).toContainText('Headline');
  await page.getByRole('button', { name: 'Save and check the rows' }).click();
  await expect(page.getByText(/Every row can be written/)).toBeVisible();

  const commit = page.getByRole('button', { name: 'Commit' });
  await expect(commit).toBeEnabled();
  await commit.click();
  await expect(page.getByText(/Committed on .*: 2 added, 0 updated\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the report (CSV)' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The history lists it with its counts and who ran it.
  await page.getByRole('link', { name: 'All imports' }).click();
  const row = page
    .getByRole('grid', { name: 'Imports' })
    .getByRole('row')
    .filter({ hasText: `tasks-${run}.csv` });
  await expect(row).toContainText('Committed');
  await expect(row).toContainText('2 added, 0 updated');
  await expect(row).toContainText('Ada Admin');

  // The project's tasks show the imported ones.
  await page.goto(`/projects/${projectId}/tasks/list`);
  for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
});
