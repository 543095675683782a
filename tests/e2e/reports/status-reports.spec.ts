import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** A project of the pm's, through the API. */
async function createProject(page: Page, name: string): Promise<{ id: number }> {
  const response = await page.request.post('/api/projects', {
    data: { name, status: 'active', currency: 'EUR' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** An item of the project's register, through the API. */
async function createRisk(
  page: Page,
  projectId: number,
  data: { title: string; probability: number; impact: number; sharedWithStakeholders: boolean },
): Promise<void> {
  const response = await page.request.post(`/api/projects/${projectId}/risks`, { data });
  expect(response.status()).toBe(201);
}

/** Chooses an item in the top-risk picker by searching for it. */
async function chooseTopRisk(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: /^Top risks/ }).click();
  await page.getByRole('searchbox', { name: 'Search Top risks' }).fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await page.keyboard.press('Escape');
}

test.describe('Status reports', () => {
  test('a pm publishes a report, shares it by a public link that prints on A4, then revokes it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const suffix = Date.now().toString(36);
    const name = `Reports e2e ${suffix}`;
    const project = await createProject(page, name);

    // A new draft, pre-filled by the server; the register is empty yet.
    await page.goto(`/projects/${project.id}/reports`);
    await expect(page.getByText('No status reports yet')).toBeVisible();
    await page.getByRole('button', { name: 'New status report' }).click();
    await expect(page.getByText('Draft status report created')).toBeVisible();
    const form = page.getByRole('form', { name: 'Status report draft' });
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\?report=\d+/);

    // Two items arrive in the register: one shared with stakeholders, one not.
    const shared = `Vendor delay ${suffix}`;
    const hidden = `Key person leaves ${suffix}`;
    await createRisk(page, project.id, {
      title: shared,
      probability: 4,
      impact: 4,
      sharedWithStakeholders: true,
    });
    await createRisk(page, project.id, {
      title: hidden,
      probability: 3,
      impact: 3,
      sharedWithStakeholders: false,
    });
    await page.reload();
    await expect(form).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Edit the summary, choose both as top risks, hidden one first, then reorder.
    const summary = `Pilot went live in three regions ${suffix}`;
    await form.getByRole('textbox', { name: 'Summary' }).fill(summary);
    await chooseTopRisk(page, hidden);
    await chooseTopRisk(page, shared);
    const order = page.getByRole('list', { name: 'Top risks in report order' });
    await expect(order.getByRole('listitem').first()).toContainText(hidden);
    await expect(order.getByRole('listitem').first()).toContainText(
      'Hidden from stakeholders and the public link',
    );
    await page.getByRole('button', { name: `Move ${shared} up` }).click();
    await expect(order.getByRole('listitem').first()).toContainText(shared);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Status report saved')).toBeVisible();

    // Publish, after the confirmation that it can never be edited afterwards.
    await form.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish this status report?' });
    await expect(confirm).toContainText('can never be edited or deleted afterwards');
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Status report published')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(summary);
    const risks = page.getByRole('region', { name: 'Top risks and issues' });
    await expect(risks.getByRole('row', { name: new RegExp(shared) })).toBeVisible();
    await expect(risks.getByRole('row', { name: new RegExp(hidden) })).toContainText(
      'Hidden from stakeholders and the public link',
    );

    const reportPath = new URL(page.url()).pathname + new URL(page.url()).search;

    // The public link, shown once, in a dialog.
    const linkCard = page.getByRole('region', { name: 'Public link' });
    await linkCard.getByRole('button', { name: 'Create public link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Public link created' });
    const field = linkDialog.getByRole('textbox', { name: 'Public link' });
    await expect(field).toHaveValue(/\/reports\/status\/viewer\//);
    const url = await field.inputValue();
    await linkDialog.getByRole('button', { name: 'Done' }).click();

    // A fresh context, without a session, opens it and prints it on A4.
    const context = await browser.newContext({ baseURL });
    try {
      const viewer = await context.newPage();
      await viewer.goto(url);
      await expect(viewer.getByRole('heading', { level: 1, name: /^Status report/ })).toBeVisible();
      await expect(viewer.getByText(name)).toBeVisible();
      await expect(viewer.getByRole('region', { name: 'Summary' })).toContainText(summary);
      const publicRisks = viewer.getByRole('region', { name: 'Top risks and issues' });
      await expect(publicRisks).toContainText(shared);
      await expect(publicRisks).not.toContainText(hidden);
      await expect(viewer.getByRole('button', { name: 'Print' })).toBeVisible();
      await expect(viewer.getByRole('navigation')).toHaveCount(0);
      expect(await context.cookies()).toEqual([]);
      expect(await axeViolations(viewer)).toEqual([]);

      await viewer.emulateMedia({ media: 'print' });
      await expect(viewer.getByRole('button', { name: 'Print' })).toBeHidden();
      const pdf = await viewer.pdf({ format: 'A4' });
      expect(pdf.length).toBeGreaterThan(10_000);
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(1);
      await viewer.emulateMedia({ media: 'screen' });

      // The portfolio's latest reports list it.
      await page.goto('/projects/status/latest');
      await page.getByRole('searchbox', { name: 'Search' }).fill(name);
      const latest = page.getByRole('grid', { name: 'Latest status reports' });
      await expect(latest).toContainText(name);
      await expect(
        latest.getByRole('link', { name: new RegExp(`^Status report of ${name}, `) }),
      ).toBeVisible();

      // Revoked: the link answers not-found at once.
      await page.goto(reportPath);
      const card = page.getByRole('region', { name: 'Public link' });
      await card.getByRole('button', { name: 'Revoke link' }).click();
      const revoke = page.getByRole('alertdialog', { name: 'Revoke the public link?' });
      await revoke.getByRole('button', { name: 'Revoke link' }).click();
      await expect(page.getByText('Public link revoked')).toBeVisible();
      await viewer.reload();
      await expect(viewer.getByRole('heading', { name: 'Report not found' })).toBeVisible();
      await expect(viewer.getByText(summary)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
