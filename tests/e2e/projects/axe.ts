import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Axe violations of the page as readable lines (rule: the nodes it found). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
