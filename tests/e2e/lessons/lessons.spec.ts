import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures';
import { axeViolations } from '../axe';

/** A project of the pm's (manager), through the API. */
async function createProject(page: Page, name: string): Promise<{ id: number; code: string }> {
  const response = await page.request.post('/api/projects', { data: { name, status: 'active' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; code: string };
}

test.describe('Lessons learned', () => {
  test('a lesson added on a project is found in the library by search and by filter', async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'pm');
    const suffix = Date.now().toString(36);
    const projectName = `Lessons e2e ${suffix}`;
    const project = await createProject(page, projectName);
    const title = `Pilot users found the gaps ${suffix}`;
    const tag = `pilot-${suffix}`;

    // Add the lesson on the project's tab.
    await page.goto(`/projects/${project.id}/lessons`);
    await expect(page.getByRole('heading', { name: 'No lessons yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'New lesson' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Quality' }).click();
    const impact = dialog.getByRole('radiogroup', { name: 'Impact' });
    await impact.getByText('Positive: repeat it', { exact: true }).click();
    await expect(impact.getByRole('radio', { name: /Positive/ })).toBeChecked();
    await dialog
      .getByRole('textbox', { name: 'What happened' })
      .fill('Ten **pilot users** tried the beta for a week.');
    await dialog
      .getByRole('textbox', { name: 'Recommendation' })
      .fill('- Run a pilot before every launch');
    const tags = dialog.getByRole('textbox', { name: /Tags/ });
    await tags.fill(tag);
    await tags.press('Enter');
    await expect(dialog.getByRole('row', { name: tag })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add lesson' }).click();
    await expect(page.getByText(`${title} added`)).toBeVisible();

    const card = page.getByRole('region', { name: title, exact: true });
    await expect(card.getByText('Positive')).toBeVisible();
    await expect(card.getByText('Quality')).toBeVisible();
    // The Markdown is rendered, not shown as typed.
    await expect(card.locator('strong', { hasText: 'pilot users' })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: 'Run a pilot' })).toBeVisible();

    // The library finds it by search...
    await page.goto('/projects/lessons');
    await page.getByRole('searchbox', { name: 'Search lessons' }).fill(`gaps ${suffix}`);
    await expect(page).toHaveURL(/search=/);
    const result = page.getByRole('region', { name: title, exact: true });
    await expect(result).toBeVisible();
    await expect(page.getByText('1 lesson', { exact: true })).toBeVisible();
    await expect(result.getByRole('link', { name: new RegExp(projectName) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // ...and by a filter alone (the tag), the search cleared.
    await page.goto('/projects/lessons');
    await page.getByRole('button', { name: /Tag$/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${tag}`) }).click();
    await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
    await expect(page.getByText('1 lesson', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();

    // The project link leads back to the project's lessons.
    await page
      .getByRole('region', { name: title, exact: true })
      .getByRole('link', { name: new RegExp(projectName) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/lessons$`));
  });
});
