import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe violations of the page as readable lines (rule: the nodes it found).
 *
 * It first waits for the page's finite animations to end: a dialog fading in
 * is measured half transparent otherwise, and axe then reports the faded
 * text's contrast (a CI run failed that way on the milestone dialog).
 * Endless animations (a spinner, the running timer's pulse) are not waited
 * for.
 *
 * react-aria's off-screen live announcer is left out: for a few seconds
 * after a selection it holds a `role="img"` message labelled by an element
 * that may already be gone (a closed form), which is not page content.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const result = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
}
