import { expect, type Locator, type Page } from '@playwright/test';

/** Picks options of a MultiSelect inside `scope` and closes its list. */
export async function pickOptions(scope: Locator | Page, label: string, options: string[]) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const list = page.getByRole('listbox', { name: new RegExp(label) });
  for (const option of options) {
    await list.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/** A name no other test (or earlier run on the same server) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
