import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

interface CreatedTask {
  id: number;
  name: string;
  version: number;
}

/** Max Member's id, from the assignee candidates of KEEL-001 (project 1). */
async function memberId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/tasks/assignee-candidates?projectId=1');
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { user: { id: number; name: string } }[];
  const max = list.find((c) => c.user.name === 'Max Member');
  expect(max).toBeDefined();
  return max!.user.id;
}

/** A fresh task of KEEL-001, created by the signed-in user (unique per run). */
async function createTask(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/tasks', {
    data: { projectId: 1, name: `${name} ${Date.now().toString(36)}`, ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedTask;
}

test.describe('The task page and the task drawer', () => {
  test('one task opens as a page and as a drawer from ?task=, and the drawer closes to the list', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const task = await createTask(page, 'Pour the foundations', {
      description: 'Concrete **C30/37**, pump booked.',
      workEstimation: 90,
    });

    await page.goto(`/tasks/${task.id}`);
    await expect(page.getByRole('heading', { level: 1, name: task.name })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: /KEEL-001/ })).toHaveAttribute(
      'href',
      '/projects/1/tasks/list',
    );
    await expect(page.getByRole('region', { name: 'Description' })).toContainText('C30/37');
    await expect(page.getByRole('textbox', { name: 'Estimate (hours)' })).toHaveValue('1.5');
    await expect(page.getByRole('region', { name: 'Time log' })).toContainText(
      'No time logged on this task yet',
    );
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
      'Pat Manager created the task',
    );
    expect(await axeViolations(page)).toEqual([]);
    await expect(page).toHaveTitle(/Keel/);

    // A field change saves with the version and lands in the history feed.
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'In progress' }).click();
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
      'changed the status from To do to In progress',
    );

    // Someone else renames it meanwhile: the next save is refused (409), the page says so
    // and shows their version.
    const current = (await (await page.request.get(`/api/tasks/${task.id}`)).json()) as CreatedTask;
    const renamed = `${task.name} (renamed)`;
    const other = await page.request.put(`/api/tasks/${task.id}/name`, {
      data: { name: renamed, version: current.version },
    });
    expect(other.status()).toBe(200);
    await page.getByRole('button', { name: /Priority$/ }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Someone else changed this task' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByRole('button', { name: /Priority$/ })).toContainText('Normal');
    task.name = renamed;

    // A subtask, added by name.
    const subtasks = page.getByRole('region', { name: 'Subtasks' });
    await subtasks.getByRole('textbox', { name: 'New subtask' }).fill('Order the pump');
    await subtasks.getByRole('button', { name: 'Add subtask' }).click();
    await expect(subtasks.getByRole('link', { name: 'Order the pump' })).toBeVisible();

    // The drawer: the same view over the project's task pages, from the URL alone.
    await page.goto(`/projects/1/tasks/list?task=${task.id}`);
    const drawer = page.getByRole('dialog', { name: task.name });
    // A whole page load (boot, project, list and task) before the drawer has its name:
    // it took more than 5 s with two workers on a loaded CI machine, as the list pages do.
    await expect(drawer).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByRole('region', { name: 'Details' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Description' })).toContainText('C30/37');
    await expect(drawer.getByRole('link', { name: 'Open as page' })).toHaveAttribute(
      'href',
      `/tasks/${task.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    // A subtask opens in the drawer too; its breadcrumb leads back to the parent.
    await drawer.getByRole('link', { name: 'Order the pump' }).click();
    const subDrawer = page.getByRole('dialog', { name: 'Order the pump' });
    await expect(subDrawer).toBeVisible();
    await expect(
      subDrawer
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: task.name }),
    ).toBeVisible();
    await subDrawer
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: task.name })
      .click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/projects\/1\/tasks\/list$/);

    // The /tasks section hosts the drawer too.
    await page.goto(`/tasks/mine/ongoing?task=${task.id}`);
    await expect(page.getByRole('dialog', { name: task.name })).toBeVisible({ timeout: 15_000 });
  });

  test('a comment with an @mention reaches the mentioned user’s bell, which leads to the task', async ({
    browser,
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const max = await memberId(page.request);
    const task = await createTask(page, 'Check the rebar', { assigneeId: max });

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await loginAs(memberPage, 'member');

    await page.goto(`/tasks/${task.id}`);
    const composer = page.getByRole('form', { name: 'Comment' });
    const box = composer.getByRole('textbox', { name: 'Comment' });
    await box.fill('Photos before the pour, ');
    await box.pressSequentially('@max');
    const suggestions = page.getByRole('listbox', { name: 'People to mention in Comment' });
    const option = suggestions.getByRole('option', { name: 'Max Member' });
    await expect(option).toBeVisible();
    for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
      await box.press('ArrowDown');
    }
    await box.press('Enter');
    await box.pressSequentially('please.');
    await expect(box).toHaveValue('Photos before the pour, @Max Member please.');
    await composer.getByRole('button', { name: 'Post comment' }).click();
    const comment = page.getByRole('article', { name: 'comment by Pat Manager' });
    await expect(comment).toContainText('@Max Member');
    await expect(box).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);

    // Its author edits it.
    await comment.getByRole('button', { name: 'Edit comment' }).click();
    await comment
      .getByRole('textbox', { name: 'Edit comment' })
      .fill('Photos before the pour, @Max Member please (north wall too).');
    await comment.getByRole('button', { name: 'Save' }).click();
    await expect(comment).toContainText('north wall too');
    await expect(comment).toContainText('edited');

    // Max's bell lists the mention; opening it goes to the task.
    await memberPage.goto('/timesheet');
    await memberPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Notifications' });
    const item = dialog
      .getByRole('listitem')
      .filter({ hasText: `Pat Manager mentioned you on “${task.name}”` });
    await expect(item).toContainText('Unread');
    expect(await axeViolations(memberPage)).toEqual([]);
    await item.getByRole('button', { name: 'Open' }).click();
    await expect(memberPage).toHaveURL(new RegExp(`/tasks/${task.id}$`));
    await expect(memberPage.getByRole('heading', { level: 1, name: task.name })).toBeVisible();
    await memberContext.close();
  });

  test('files upload with progress and download with the same bytes', async ({ page }) => {
    await loginAs(page, 'pm');
    const task = await createTask(page, 'Site survey');
    await page.goto(`/tasks/${task.id}`);
    const files = page.getByRole('region', { name: 'Files' });
    await expect(files).toContainText('No files attached.');

    const content = `Survey points\n${'x'.repeat(2048)}\n`;
    const chooser = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'survey notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    const link = files.getByRole('link', { name: 'Download survey notes.txt' });
    await expect(link).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
      'attached “survey notes.txt”',
    );

    const download = page.waitForEvent('download');
    await link.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('survey notes.txt');
    const stream = await saved.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe(content);
    expect(await axeViolations(page)).toEqual([]);

    // Delete asks first.
    await files.getByRole('button', { name: 'Delete survey notes.txt' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(files).toContainText('No files attached.');
  });

  test('the checklist: add, tick and see the progress, reorder with the keyboard and the mouse', async ({
    page,
  }) => {
    // Many saves and two reloads: more than the default budget on a busy machine.
    test.slow();
    await loginAs(page, 'pm');
    const task = await createTask(page, 'Handover');
    await page.goto(`/tasks/${task.id}`);
    const checklist = page.getByRole('region', { name: 'Checklist' });
    const input = checklist.getByRole('textbox', { name: 'New item' });
    for (const item of ['Keys', 'Manuals', 'Snag list']) {
      await input.fill(item);
      await input.press('Enter');
      await expect(checklist.getByRole('checkbox', { name: item })).toBeVisible();
    }
    const progress = checklist.getByRole('progressbar', { name: 'Checklist progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', '0 of 3 done');

    // A click on the item's text ticks it, as on the box.
    await checklist.getByText('Manuals', { exact: true }).click();
    await expect(progress).toHaveAttribute('aria-valuetext', '1 of 3 done');
    await expect(checklist.getByRole('checkbox', { name: 'Manuals' })).toBeChecked();
    await checklist.getByRole('checkbox', { name: 'Keys' }).press('Space');
    await expect(progress).toHaveAttribute('aria-valuetext', '2 of 3 done');

    // Keyboard reorder: Snag list up twice, to the top; it stays there after a reload.
    const up = checklist.getByRole('button', { name: 'Move “Snag list” up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(checklist.getByRole('checkbox').nth(1)).toHaveAccessibleName('Snag list');
    // The list shows the move at once; the save runs after the first one's. A reload before
    // it answered would cancel it, so wait for the server to take the move to the top.
    const secondMove = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        /\/api\/tasks\/\d+\/todos\/\d+$/.test(r.url()) &&
        (r.request().postDataJSON() as { order?: number }).order === 0,
    );
    await page.keyboard.press('Enter');
    await expect(checklist.getByRole('checkbox').first()).toHaveAccessibleName('Snag list');
    expect((await secondMove).status()).toBe(200);
    await page.reload();
    await expect(checklist.getByRole('checkbox').first()).toHaveAccessibleName('Snag list');
    await expect(progress).toHaveAttribute('aria-valuetext', '2 of 3 done');
    expect(await axeViolations(page)).toEqual([]);

    // Mouse reorder: drag Manuals by its handle onto the upper half of Snag list.
    const rows = checklist.getByRole('listitem');
    await rows
      .filter({ hasText: 'Manuals' })
      .getByTestId('todo-handle')
      .dragTo(rows.filter({ hasText: 'Snag list' }), { targetPosition: { x: 40, y: 4 } });
    await expect(checklist.getByRole('checkbox').first()).toHaveAccessibleName('Manuals');
    await page.reload();
    await expect(checklist.getByRole('checkbox')).toHaveCount(3);
    expect(
      await checklist
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent)),
    ).toEqual(['Manuals', 'Snag list', 'Keys']);
  });

  test('the assignee without edit rights sees the fields as text and may still move the status', async ({
    browser,
    page,
  }) => {
    await loginAs(page, 'pm');
    const max = await memberId(page.request);
    const task = await createTask(page, 'Inspect the scaffolding', {
      assigneeId: max,
      dueDate: '2026-12-03',
    });

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await loginAs(memberPage, 'member');
    await memberPage.goto(`/tasks/${task.id}`);
    await expect(memberPage.getByRole('heading', { level: 1, name: task.name })).toBeVisible();
    const fields = memberPage.getByRole('definition');
    await expect(memberPage.getByRole('term').filter({ hasText: 'Due date' })).toBeVisible();
    await expect(fields.filter({ hasText: '2026' }).first()).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Rename the task' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: 'Edit description' })).toHaveCount(0);
    await expect(memberPage.getByRole('group', { name: 'Due date' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    // As the assignee Max may move the status, tick todos and comment.
    await expect(memberPage.getByRole('button', { name: /Status$/ })).toBeVisible();
    await expect(memberPage.getByRole('textbox', { name: 'New item' })).toBeVisible();
    await expect(memberPage.getByRole('form', { name: 'Comment' })).toBeVisible();
    expect(await axeViolations(memberPage)).toEqual([]);
    await memberContext.close();
  });

  test('follow and unfollow, then delete the task from the drawer after confirming', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    const task = await createTask(page, 'Temporary fencing');
    await page.goto(`/projects/1/tasks/board?task=${task.id}`);
    const drawer = page.getByRole('dialog', { name: task.name });
    await drawer.getByRole('button', { name: 'Follow the task' }).click();
    await expect(drawer.getByRole('button', { name: 'Unfollow the task' })).toBeVisible();
    expect(
      ((await (await page.request.get(`/api/tasks/${task.id}`)).json()) as { following: boolean })
        .following,
    ).toBe(true);
    await drawer.getByRole('button', { name: 'Unfollow the task' }).click();
    await expect(drawer.getByRole('button', { name: 'Follow the task' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the task?' });
    await expect(confirm).toContainText(task.name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/projects\/1\/tasks\/board$/);
    // Gone: its id now answers "not found", and its page says so instead of /unauthorized.
    expect((await page.request.get(`/api/tasks/${task.id}`)).status()).toBe(404);
    await page.goto(`/tasks/${task.id}`);
    await expect(page.getByRole('heading', { name: 'This task does not exist' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}$`));
    await expect(page.getByText('Task not found')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to my tasks' })).toHaveAttribute(
      'href',
      '/tasks',
    );
    // The drawer says the same over a list.
    await page.goto(`/projects/1/tasks/list?task=${task.id}`);
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'This task does not exist' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
