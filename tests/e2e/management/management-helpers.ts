import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Axe violations as readable lines (rule: the nodes it found). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
}

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
