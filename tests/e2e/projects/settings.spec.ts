import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** Creates a project through the API as the signed-in user; returns its id and code. */
async function createProject(page: Page, name: string): Promise<{ id: number; code: string }> {
  const response = await page.request.post('/api/projects', { data: { name, status: 'active' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; code: string };
}

test.describe('Project settings', () => {
  test('a member added in the settings then sees the project', async ({ browser, page }) => {
    // Several pages, two accounts and axe runs: more than the default budget on a busy machine.
    test.slow();
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Lighthouse refit');

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await loginAs(memberPage, 'member');
    await memberPage.goto(`/projects/${project.id}/overview`);
    await expect(memberPage).toHaveURL(/\/unauthorized$/);

    await page.goto(`/projects/${project.id}/settings`);
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('list', { name: 'Project members' })).toContainText(
      'Pat Manager',
    );
    expect(await axeViolations(page)).toEqual([]);
    await members.getByRole('button', { name: /Add member/ }).click();
    await page.getByRole('option', { name: 'Max Member' }).click();
    await members.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Max Member added')).toBeVisible();
    await expect(members.getByRole('list', { name: 'Project members' })).toContainText(
      'Max Member',
    );

    await memberPage.goto(`/projects/${project.id}/overview`);
    await expect(
      memberPage.getByRole('heading', { level: 1, name: 'Lighthouse refit' }),
    ).toBeVisible();
    await memberContext.close();
  });

  test('saving over someone else’s change offers a reload (409)', async ({ page }) => {
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Quay wall survey');
    await page.goto(`/projects/${project.id}/settings`);
    const general = page.getByRole('region', { name: 'General' });
    await expect(general.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Quay wall survey',
    );

    // Someone else saves meanwhile.
    const current = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as {
      version: number;
    };
    const other = await page.request.put(`/api/projects/${project.id}`, {
      data: { version: current.version, name: 'Quay wall survey (phase 2)' },
    });
    expect(other.ok()).toBe(true);

    await general.getByRole('textbox', { name: 'Client', exact: true }).fill('Port authority');
    await general.getByRole('button', { name: 'Save' }).click();
    const alert = general.getByRole('alert');
    await expect(alert).toContainText('changed by someone else');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(general.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Quay wall survey (phase 2)',
    );
    await expect(general.getByRole('alert')).toHaveCount(0);
    await general.getByRole('textbox', { name: 'Client', exact: true }).fill('Port authority');
    await general.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Project saved')).toBeVisible();
  });

  test('timesheet settings saved over someone else’s change offer a reload (409)', async ({
    page,
  }) => {
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Dock gate sensors');
    await page.goto(`/projects/${project.id}/settings`);
    const timesheet = page.getByRole('region', { name: 'Timesheet' });
    const notes = timesheet.getByRole('switch', { name: 'Notes required' });
    await expect(notes).not.toBeChecked();

    // Someone else saves the settings meanwhile (they carry the project's version).
    const current = (await (
      await page.request.get(`/api/projects/${project.id}/settings/timesheet`)
    ).json()) as Record<string, unknown>;
    const other = await page.request.post(`/api/projects/${project.id}/settings/timesheet`, {
      data: { ...current, billableByDefault: false },
    });
    expect(other.ok()).toBe(true);

    await timesheet.getByText('Notes required', { exact: true }).click();
    await expect(notes).toBeChecked();
    await timesheet.getByRole('button', { name: 'Save timesheet settings' }).click();
    const alert = timesheet.getByRole('alert');
    await expect(alert).toContainText('changed by someone else');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(timesheet.getByRole('switch', { name: 'Billable by default' })).not.toBeChecked();
    await expect(timesheet.getByRole('alert')).toHaveCount(0);
    await timesheet.getByText('Notes required', { exact: true }).click();
    await expect(notes).toBeChecked();
    await timesheet.getByRole('button', { name: 'Save timesheet settings' }).click();
    await expect(page.getByText('Timesheet settings saved')).toBeVisible();

    // The page's own saves follow each other: the general form saves after it without a 409.
    const general = page.getByRole('region', { name: 'General' });
    await general.getByRole('textbox', { name: 'Client', exact: true }).fill('Port authority');
    await general.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Project saved')).toBeVisible();
  });

  test('deleting asks for the project code', async ({ page }) => {
    await loginAs(page, 'pm');
    const project = await createProject(page, 'Slipway paint');
    await page.goto(`/projects/${project.id}/settings`);
    await page.getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${project.code}?` });
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(project.code);
    await confirm.click();
    await expect(page).toHaveURL(/\/projects\/browser$/);
    await page.goto(`/projects/browser?search=${project.code}`);
    await expect(page.getByText('No projects match')).toBeVisible();
  });
});
