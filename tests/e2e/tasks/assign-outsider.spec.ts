import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';

interface Member {
  id: number;
  name: string;
  role: string;
}

/** The id of a demo project, by its code. */
async function projectIdOf(page: Page, code: string): Promise<number> {
  const response = await page.request.post(`/api/projects/query?search=${code}`, { data: {} });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; code: string }[] };
  const project = items.find((p) => p.code === code);
  expect(project).toBeDefined();
  return project!.id;
}

/** A fresh unassigned task of the project, created by the signed-in user (unique per run). */
async function createTask(page: Page, projectId: number, name: string) {
  const response = await page.request.post('/api/tasks', {
    data: { projectId, name: `${name} ${Date.now().toString(36)}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

async function membersOf(page: Page, projectId: number): Promise<Member[]> {
  const response = await page.request.get(`/api/projects/${projectId}/members`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Member[];
}

async function chooseAssignee(page: Page, name: string) {
  const assignee = page.getByRole('combobox', { name: 'Assignee' });
  await assignee.fill(name.slice(0, 3));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

test.describe('Assigning a task to someone outside the project', () => {
  test('offers the project manager to add them to the team as Member, then assigns', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    // KEEL-004: Pat Manager manages it alone; Fin Ance is in no project team.
    const projectId = await projectIdOf(page, 'KEEL-004');
    expect((await membersOf(page, projectId)).map((m) => m.name)).not.toContain('Fin Ance');
    const task = await createTask(page, projectId, 'Size the warehouse');

    await page.goto(`/tasks/${task.id}`);
    await chooseAssignee(page, 'Fin Ance');
    const confirm = page.getByRole('alertdialog', { name: 'Add to the project team?' });
    await expect(confirm).toContainText('Add Fin Ance to the project team as Member and assign?');
    await confirm.getByRole('button', { name: 'Add and assign' }).click();
    await expect(page.getByText('Task assigned')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Fin Ance');

    const fin = (await membersOf(page, projectId)).find((m) => m.name === 'Fin Ance');
    expect(fin?.role).toBe('member');
    const saved = await page.request.get(`/api/tasks/${task.id}`);
    expect(((await saved.json()) as { assignee: { name: string } | null }).assignee?.name).toBe(
      'Fin Ance',
    );
  });
});
