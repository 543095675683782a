import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** KEEL-001: Pat manages it, Sam is its stakeholder (amounts not shared). */
async function keel001(page: Page): Promise<number> {
  const response = await page.request.post('/api/projects/query', { data: { pageSize: 100 } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; code: string }[] };
  const project = items.find((p) => p.code === 'KEEL-001');
  expect(project).toBeDefined();
  return project!.id;
}

/** A date `days` from today, `YYYY-MM-DD` (UTC, as the page counts days). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('Project milestones', () => {
  test('the manager creates a financial milestone, sees it on the timeline and in the list, and marks it reached; the stakeholder sees it without its amount', async ({
    browser,
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const projectId = await keel001(page);
    const name = `Handover ${Date.now().toString(36)}`;
    const dueDate = daysFromToday(20);

    await page.goto(`/projects/${projectId}/milestones`);
    const timeline = page.getByRole('region', { name: 'Milestone timeline' });
    await expect(timeline).toBeVisible();
    await expect(timeline.getByText(/^Today/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New milestone' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New milestone' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    const [year, month, day] = dueDate.split('-') as [string, string, string];
    for (const [segment, value] of [
      ['day', day],
      ['month', month],
      ['year', year],
    ] as const) {
      const field = dialog.getByRole('spinbutton', { name: new RegExp(`^${segment}, Due date`) });
      await field.focus();
      await page.keyboard.type(value);
      await expect(field).toHaveAttribute('aria-valuenow', String(Number(value)));
    }
    // The amount appears once the milestone is financial.
    await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveCount(0);
    await dialog.getByText('Financial milestone (carries an amount)').click();
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('12500');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create milestone' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Milestone ${name} created`)).toBeVisible();

    const marker = timeline.getByRole('button', { name: new RegExp(`^${name}, due .*, Planned$`) });
    await expect(marker).toBeVisible();
    const row = page
      .getByRole('grid', { name: 'Milestones' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Planned');
    await expect(row).toContainText('12,500.00');
    await expect(row).toContainText('No tasks');

    // Planned -> reached in place; the marker's name follows.
    await row.getByRole('button', { name: `Mark ${name} reached` }).click();
    await expect(page.getByText(`${name} reached`, { exact: true })).toBeVisible();
    await expect(row).toContainText('Reached');
    await expect(
      timeline.getByRole('button', { name: new RegExp(`^${name}, due .*, Reached$`) }),
    ).toBeVisible();
    // The reached filter keeps it; the planned filter does not.
    await page.goto(`/projects/${projectId}/milestones?status=planned`);
    await expect(page.getByRole('grid', { name: 'Milestones' })).not.toContainText(name);
    await page.goto(`/projects/${projectId}/milestones?status=reached&financial=true`);
    await expect(page.getByRole('grid', { name: 'Milestones' })).toContainText(name);
    expect(await axeViolations(page)).toEqual([]);

    const stakeholderContext = await browser.newContext();
    const stakeholder = await stakeholderContext.newPage();
    await loginAs(stakeholder, 'stakeholder');
    await stakeholder.goto(`/projects/${projectId}/milestones`);
    const seen = stakeholder
      .getByRole('grid', { name: 'Milestones' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(seen).toContainText('Reached');
    await expect(seen).toContainText('Amount hidden');
    await expect(seen).not.toContainText('12,500');
    await expect(stakeholder.getByRole('button', { name: 'New milestone' })).toHaveCount(0);
    await expect(stakeholder.getByRole('button', { name: `Mark ${name} planned` })).toHaveCount(0);
    // A marker opens the milestone to read.
    await stakeholder
      .getByRole('region', { name: 'Milestone timeline' })
      .getByRole('button', { name: new RegExp(`^${name}, due`) })
      .click();
    const details = stakeholder.getByRole('dialog', { name });
    await expect(details).toContainText('Amount hidden');
    expect(await axeViolations(stakeholder)).toEqual([]);
    await stakeholderContext.close();
  });

  test('a task joins a milestone from the task page, and the milestone counts it', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    const projectId = await keel001(page);
    const suffix = Date.now().toString(36);
    const milestone = await page.request.post(`/api/projects/${projectId}/milestones`, {
      data: { name: `Acceptance ${suffix}`, dueDate: daysFromToday(40) },
    });
    expect(milestone.status(), await milestone.text()).toBe(201);
    const task = await page.request.post('/api/tasks', {
      data: { projectId, name: `Acceptance tests ${suffix}` },
    });
    expect(task.status(), await task.text()).toBe(201);
    const { id: taskId } = (await task.json()) as { id: number };

    await page.goto(`/tasks/${taskId}`);
    await page.getByRole('button', { name: /Milestone$/ }).click();
    await page.getByRole('option', { name: new RegExp(`^Acceptance ${suffix}`) }).click();
    await expect(page.getByText('Milestone set')).toBeVisible();
    await expect(page.getByRole('button', { name: /Milestone$/ })).toContainText(
      `Acceptance ${suffix}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/projects/${projectId}/milestones`);
    const row = page
      .getByRole('grid', { name: 'Milestones' })
      .getByRole('row', { name: new RegExp(`Acceptance ${suffix}`) });
    await expect(row.getByRole('progressbar', { name: '0 of 1 tasks done' })).toBeVisible();
  });

  test('the milestones page passes axe in the dark theme', async ({ page }) => {
    await loginAs(page, 'pm');
    const projectId = await keel001(page);
    await page.goto(`/projects/${projectId}/milestones`);
    await page.getByRole('button', { name: 'User menu, Pat Manager' }).click();
    const popup = page.getByRole('dialog', { name: 'User menu' });
    await popup.getByText('Dark theme').click();
    await expect(popup.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Milestone timeline' }).getByText(/^Today/),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
