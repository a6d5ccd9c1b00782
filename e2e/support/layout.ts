import { expect, type Page } from '@playwright/test';

/** The texts a page's header is checked by: the home link's and the language menu's names. */
export interface HeaderTexts {
  readonly header: { readonly home: string; readonly languageMenu: string };
}

/**
 * What a fixed or held (sticky) element lies over: every heading, text,
 * field, button, link and picture of the page it covers, as "covering →
 * covered" lines. None is the goal.
 */
async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const held = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && shown(el);
    });
    const content = [
      ...document.querySelectorAll('main :is(h1, h2, p, label, input, button, a, li, img), header :is(a, button)'),
    ].filter((el) => shown(el) && !held.some((h) => h.contains(el) || el.contains(h)));
    const found: string[] = [];
    for (const cover of held) {
      const a = cover.getBoundingClientRect();
      for (const el of content) {
        const b = el.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          found.push(`${cover.className || cover.tagName} → ${el.tagName} ${el.textContent?.trim().slice(0, 40)}`);
        }
      }
    }
    return found;
  });
}

/**
 * Issue 25's "done when" on the page as it is: a header with the home link
 * and the language menu, and nothing under a fixed element, at the top and
 * scrolled to the end. Leaves the page scrolled back to the top.
 */
export async function expectHeaderAndNothingCovered(page: Page, common: HeaderTexts, where: string): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header, `${where} has a header`).toBeVisible();
  await expect(header.getByRole('link', { name: common.header.home })).toBeVisible();
  await expect(header.getByRole('button', { name: new RegExp(`^${common.header.languageMenu}`) })).toBeVisible();
  expect(await coveredContent(page), `${where}: nothing under a fixed element`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await coveredContent(page), `${where} scrolled: nothing under a fixed element`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}
