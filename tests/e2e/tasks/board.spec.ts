import type { Locator, Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** Creates a project and tasks through the API as the signed-in user. */
async function createProject(page: Page, name: string): Promise<{ id: number; code: string }> {
  const response = await page.request.post('/api/projects', { data: { name, status: 'active' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; code: string };
}

async function createTask(
  page: Page,
  data: {
    projectId: number;
    name: string;
    parentId?: number;
    dueDate?: string;
    assigneeId?: number;
  },
): Promise<{ id: number }> {
  const response = await page.request.post('/api/tasks', { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** The card names of one column, top to bottom. */
async function cardNames(column: Locator): Promise<string[]> {
  const rows = column.getByRole('row');
  const names: string[] = [];
  for (const row of await rows.all()) {
    const name = await row.getAttribute('aria-label');
    names.push(name ?? (await row.innerText()).split('\n')[0]!);
  }
  return names;
}

/** Waits for the board move of one task to be saved. */
function savedMove(page: Page, taskId: number, kind: 'index' | 'placement') {
  return page.waitForResponse(
    (r) => r.url().endsWith(`/api/tasks/${taskId}/${kind}`) && r.request().method() === 'PUT',
  );
}

test.describe('Task board', () => {
  test('cards move with the mouse across columns and with the keyboard within one, and stay after a reload', async ({
    page,
    pageProblems,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Harbour wall repair');
    const survey = await createTask(page, {
      projectId: project.id,
      name: 'Survey the site',
      dueDate: '2020-01-15',
    });
    const pour = await createTask(page, { projectId: project.id, name: 'Pour the footings' });
    // A subtask sits between the cards in the column's order on the server; the board
    // does not show it but must count it when it turns a place into a position.
    await createTask(page, {
      projectId: project.id,
      name: 'Order the concrete',
      parentId: pour.id,
    });
    const frame = await createTask(page, { projectId: project.id, name: 'Frame the walls' });

    await page.goto(`/projects/${project.id}/tasks/board`);
    const board = page.getByRole('group', { name: `Task board of ${project.code}` });
    const todo = board.getByRole('grid', { name: 'To do' });
    const review = board.getByRole('grid', { name: 'In review' });
    await expect(todo.getByRole('row')).toHaveCount(3);
    expect(await cardNames(todo)).toEqual([
      'Survey the site',
      'Pour the footings',
      'Frame the walls',
    ]);
    for (const title of ['To do', 'In progress', 'In review', 'Blocked', 'Done']) {
      await expect(board.getByRole('heading', { name: title })).toBeVisible();
    }
    // Overdue is marked by a named icon, not by colour alone.
    const late = todo.getByRole('row', { name: 'Survey the site' });
    await expect(late.getByRole('img', { name: 'Overdue, due' })).toBeVisible();
    await expect(late).toContainText('15 Jan 2020');
    await expect(
      todo.getByRole('row', { name: 'Frame the walls' }).getByRole('img', { name: /Overdue/ }),
    ).toHaveCount(0);
    await expect(
      todo.getByRole('row', { name: 'Pour the footings' }).getByRole('img', { name: 'Subtasks' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Mouse: the first card (the pointer drags the whole card) onto the In review column.
    const placed = savedMove(page, survey.id, 'placement');
    await todo
      .getByRole('row', { name: 'Survey the site' })
      .dragTo(review, { targetPosition: { x: 40, y: 20 } });
    expect((await placed).status()).toBe(200);
    await expect(review.getByRole('row', { name: 'Survey the site' })).toBeVisible();
    expect(await cardNames(todo)).toEqual(['Pour the footings', 'Frame the walls']);

    // Keyboard: focus the last card, Right Arrow to its drag button, Enter to pick it up,
    // Up Arrow to the place before the first card, Enter to drop.
    const reordered = savedMove(page, frame.id, 'index');
    await todo.getByRole('row', { name: 'Frame the walls' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(todo.getByRole('button', { name: 'Drag Frame the walls' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The drop target starts at the card's own place; two steps up is before the first card.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect((await reordered).status()).toBe(200);
    await expect.poll(() => cardNames(todo)).toEqual(['Frame the walls', 'Pour the footings']);

    await page.reload();
    await expect(todo.getByRole('row')).toHaveCount(2);
    expect(await cardNames(todo)).toEqual(['Frame the walls', 'Pour the footings']);
    expect(await cardNames(review)).toEqual(['Survey the site']);
    await expect(board.getByRole('heading', { name: 'In review' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A card opens the task drawer through the URL.
    await todo.getByRole('row', { name: 'Pour the footings' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]task=${pour.id}(&|$)`));
    expect(pageProblems).toEqual([]);
  });

  test('a move that fails goes back and shows the server message', async ({ page }) => {
    test.slow();
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Breakwater survey');
    await createTask(page, { projectId: project.id, name: 'Hire the boat' });
    const dive = await createTask(page, { projectId: project.id, name: 'Plan the dives' });
    await page.goto(`/projects/${project.id}/tasks/board`);
    const todo = page.getByRole('grid', { name: 'To do' });
    await expect(todo.getByRole('row')).toHaveCount(2);

    // Someone renames the task meanwhile: the board still holds the old version.
    const current = (await (await page.request.get(`/api/tasks/${dive.id}`)).json()) as {
      version: number;
    };
    const renamed = await page.request.put(`/api/tasks/${dive.id}/name`, {
      data: { name: 'Plan the dives', version: current.version },
    });
    expect(renamed.status()).toBe(200);

    const refused = savedMove(page, dive.id, 'index');
    await todo.getByRole('row', { name: 'Plan the dives' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect((await refused).status()).toBe(409);
    const alert = page.getByRole('region', { name: /Notifications/ }).getByRole('alert');
    await expect(alert.first()).toContainText('changed by someone else');
    await expect.poll(() => cardNames(todo)).toEqual(['Hire the boat', 'Plan the dives']);
  });

  test('a member gets a drag handle only on the cards assigned to them', async ({
    browser,
    page,
  }) => {
    test.slow();
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const max = (await loginAs(memberPage, 'member')) as { id: number };

    await loginAs(page, 'pm');
    const project = await createProject(page, 'Quay lighting');
    const added = await page.request.post(`/api/projects/${project.id}/members`, {
      data: { userId: max.id, role: 'member' },
    });
    expect(added.ok()).toBe(true);
    await createTask(page, {
      projectId: project.id,
      name: 'Replace the lamps',
      assigneeId: max.id,
    });
    await createTask(page, { projectId: project.id, name: 'Check the wiring' });

    await memberPage.goto(`/projects/${project.id}/tasks/board`);
    const todo = memberPage.getByRole('grid', { name: 'To do' });
    const lamps = todo.getByRole('row', { name: 'Replace the lamps' });
    await expect(lamps.getByRole('button', { name: 'Drag Replace the lamps' })).toBeVisible();
    await expect(lamps.getByRole('img', { name: 'Max Member' })).toBeVisible();
    // Someone else's card: no handle (or not shown at all to an assigned-only reader).
    await expect(todo.getByRole('button', { name: 'Drag Check the wiring' })).toHaveCount(0);
    expect(await axeViolations(memberPage)).toEqual([]);

    // The manager moves both.
    await page.goto(`/projects/${project.id}/tasks/board`);
    await expect(
      page.getByRole('grid', { name: 'To do' }).getByRole('button', { name: /^Drag / }),
    ).toHaveCount(2);
    await memberContext.close();
  });
});
