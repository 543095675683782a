import type { APIRequestContext, Locator } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/*
 * The demo's KEEL-002 was created from revision 1 of the accepted quote
 * "Café Müller relaunch"; revision 2 (the loyalty programme) has been
 * accepted since. The project manager sees it waiting on the project's
 * overview, reviews the differences, applies only the budget and the new
 * milestone, and sees the budget change.
 */

const PROJECT_CODE = 'KEEL-002';
const QUOTE_NUMBER = 'Q-2026-0090';

async function projectIdOf(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.post('/api/projects/query', { data: { pageSize: 50 } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; code: string }[] };
  const project = items.find((p) => p.code === code);
  if (!project) throw new Error(`No project ${code}`);
  return project.id;
}

/** Unticks a checkbox by keyboard (the dialog's path without a mouse). */
async function untick(checkbox: Locator): Promise<void> {
  if (await checkbox.isChecked()) await checkbox.press('Space');
  await expect(checkbox).not.toBeChecked();
}

/** "EUR 98,123.45, 900 h" (the difference's text) -> "€98,123.45" (the overview's, en-GB). */
function euros(text: string | null): string {
  const amount = /EUR ([\d,]+\.\d{2})/.exec(text ?? '')?.[1];
  if (!amount) throw new Error(`No amount in ${text}`);
  return `€${amount}`;
}

test.describe('Project updated from a newer quote revision', () => {
  test('the pm reviews the waiting revision, applies part of it and sees the budget change', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const projectId = await projectIdOf(page.request, PROJECT_CODE);
    const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
      sourceQuote: { id: number; number: string; revision: number };
    };
    expect(project.sourceQuote).toMatchObject({ number: QUOTE_NUMBER, revision: 1 });
    const preview = (await (
      await page.request.get(`/api/projects/update-from-quote/${project.sourceQuote.id}/options`)
    ).json()) as { budget: { before: string; after: string } };

    await page.goto(`/projects/${projectId}/overview`);
    const card = page.getByRole('region', { name: 'Quote' });
    await expect(card).toContainText(
      `Quote ${QUOTE_NUMBER} revision 2 is accepted; this project has revision 1.`,
      // The differences are computed on the server: slower than the page on a busy machine.
      { timeout: 15_000 },
    );
    const facts = page.getByRole('region', { name: 'Key facts' });
    await expect(facts).toContainText(euros(preview.budget.before));

    await card.getByRole('button', { name: 'Review the changes' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Update ${PROJECT_CODE} from ${QUOTE_NUMBER}, revision 2`,
    });
    await expect(dialog.getByRole('checkbox', { name: /Budget/ })).toBeChecked();
    const milestones = dialog.getByRole('group', { name: 'Milestones' });
    await expect(
      milestones.getByRole('checkbox', { name: /Add: Loyalty programme/ }),
    ).toBeChecked();
    const tasks = dialog.getByRole('group', { name: 'Tasks' });
    await expect(
      tasks.getByRole('checkbox', { name: /Add: Design the loyalty card/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Rates' })).toContainText('Developer');
    expect(await axeViolations(page)).toEqual([]);

    // Keep the budget and the new milestone; leave the tasks, other milestones and rates.
    for (const checkbox of await tasks.getByRole('checkbox').all()) await untick(checkbox);
    for (const checkbox of await milestones
      .getByRole('checkbox', { name: /^(Change|Remove):/ })
      .all())
      await untick(checkbox);
    const rates = dialog.getByRole('group', { name: 'Rates' });
    for (const checkbox of await rates.getByRole('checkbox').all()) await untick(checkbox);
    await expect(milestones.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Apply the picked changes' }).click();
    await expect(page.getByText(`${PROJECT_CODE} now carries revision 2`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The budget is the revision's now, and nothing newer waits.
    await expect(facts).toContainText(euros(preview.budget.after));
    await expect(card).toContainText('The project carries the accepted revision.');
    await expect(card).toContainText(`Created from ${QUOTE_NUMBER}, revision 2.`);
  });
});
