import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

interface RoadmapProject {
  id: number;
  code: string;
  startDate: string | null;
  endDate: string | null;
  milestones: { name: string; dueDate: string }[];
}

/** Every project the signed-in user's roadmap holds, over all time (no range). */
async function roadmapOf(page: Page): Promise<RoadmapProject[]> {
  const response = await page.request.get('/api/projects/timeline');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { projects: RoadmapProject[] }).projects;
}

/** A range holding the project's dates and its milestones. */
function rangeOf(project: RoadmapProject): string {
  const dates = [
    project.startDate,
    project.endDate,
    ...project.milestones.map((m) => m.dueDate),
  ].filter((d): d is string => d !== null);
  dates.sort();
  return `from=${dates[0]}&to=${dates[dates.length - 1]}`;
}

test.describe('The portfolio roadmap', () => {
  test("a project manager sees KEEL-001's bar and milestone, and reaches its timeline", async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    // From the browser, whose filters it carries.
    await page.goto('/projects/browser');
    await page.getByRole('link', { name: 'Roadmap' }).click();
    await expect(page).toHaveURL(/\/projects\/roadmap$/);
    await expect(page.getByRole('heading', { name: 'Roadmap' })).toBeVisible();

    const keel = (await roadmapOf(page)).find((p) => p.code === 'KEEL-001');
    expect(keel?.milestones.length).toBeGreaterThan(0);
    await page.goto(`/projects/roadmap?${rangeOf(keel!)}`);
    const row = page
      .getByRole('list', { name: 'Projects' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^KEEL-001 / }) });
    await expect(row.getByRole('img', { name: /^KEEL-001 bar: / })).toBeVisible();
    await expect(
      row.getByRole('img', { name: `Milestone ${keel!.milestones[0]!.name}`, exact: false }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The same data as a table.
    await page.getByRole('button', { name: /View/ }).click();
    await page.getByRole('option', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'Roadmap as a table' });
    await expect(table.getByRole('link', { name: /^KEEL-001 / })).toBeVisible();
    await expect(table).toContainText(keel!.milestones[0]!.name);
    expect(await axeViolations(page)).toEqual([]);

    // A row is a link from the keyboard to the project's timeline.
    await table.getByRole('link', { name: /^KEEL-001 / }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/projects/${keel!.id}/timeline$`));
  });

  test('a stakeholder sees only their projects', async ({ page }) => {
    await loginAs(page, 'stakeholder');
    const theirs = await roadmapOf(page);
    expect(theirs.map((p) => p.code).sort()).toEqual(['KEEL-001', 'KEEL-002']);
    const dates = theirs.flatMap((p) => [p.startDate, p.endDate]).filter(Boolean) as string[];
    dates.sort();
    await page.goto(`/projects/roadmap?from=${dates[0]}&to=${dates[dates.length - 1]}&view=table`);
    const table = page.getByRole('table', { name: 'Roadmap as a table' });
    await expect(table.getByRole('rowheader')).toHaveCount(2);
    await expect(table.getByRole('link', { name: /^KEEL-001 / })).toBeVisible();
    await expect(table.getByRole('link', { name: /^KEEL-002 / })).toBeVisible();
    await expect(page.getByText('2 projects', { exact: true })).toBeVisible();
  });
});
