import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every WCAG 2.2 A/AA violation axe-core finds on the page once its finite
 * animations have ended (antd's dialogs zoom and fade in: measured midway a
 * target is a fraction of a pixel short and colours are half blended), one
 * line each. Endless ones (a spinner) are not waited for.
 */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return found.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  );
}
