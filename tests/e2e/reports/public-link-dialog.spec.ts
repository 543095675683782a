import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/**
 * A new public link is shown once: in a dialog, in view, with Copy, until the user
 * dismisses it — not below the fold under a toast (issue 27).
 */
test('a created or rotated public link opens in a dialog with Copy that the user dismisses', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await loginAs(page, 'pm');
  const project = (await (
    await page.request.post('/api/projects', {
      data: {
        name: `Public link dialog ${Date.now().toString(36)}`,
        status: 'active',
        currency: 'EUR',
      },
    })
  ).json()) as { id: number };
  const draft = await page.request.post(`/api/projects/${project.id}/reports`, { data: {} });
  expect(draft.status(), await draft.text()).toBe(201);
  const report = (await draft.json()) as { id: number; version: number };
  const published = await page.request.post(
    `/api/projects/${project.id}/reports/${report.id}/publish`,
    { data: { version: report.version } },
  );
  expect(published.status(), await published.text()).toBe(200);

  // A short window: the card's own place is below the fold, the dialog is not.
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`/projects/${project.id}/reports?report=${report.id}`);
  const card = page.getByRole('region', { name: 'Public link' });
  await card.getByRole('button', { name: 'Create public link' }).click();

  const dialog = page.getByRole('dialog', { name: 'Public link created' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await expect(dialog).toContainText('Copy the link now: it will not be shown again.');
  const field = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/reports/status/viewer/`));
  const url = await field.inputValue();
  // No toast on top of it.
  await expect(page.getByText('Public link created', { exact: true })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A click beside it does not lose the link; Done does close it.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // Rotating shows the new link the same way.
  await card.getByRole('button', { name: 'Rotate link' }).click();
  await page
    .getByRole('alertdialog', { name: 'Rotate the public link?' })
    .getByRole('button', { name: 'Rotate link' })
    .click();
  const rotated = page.getByRole('dialog', { name: 'Public link rotated' });
  await expect(rotated).toBeInViewport({ ratio: 1 });
  const newUrl = await rotated.getByRole('textbox', { name: 'Public link' }).inputValue();
  expect(newUrl).not.toBe(url);
  await page.keyboard.press('Escape');
  await expect(rotated).toHaveCount(0);
});
