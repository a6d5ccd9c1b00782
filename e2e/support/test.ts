import path from 'node:path';

import { test as base, type Page } from '@playwright/test';

import { apiAccount, apiAccountSignedIn } from './api-account';
import { PASSWORD, uniqueEmail } from './auth';

export { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The measure Next records when the page's root has hydrated (next/dist/client: markHydrateComplete). */
const HYDRATED = 'Next.js-hydration';
const HYDRATION_WAIT_MS = 15_000;

/**
 * Waits until the page's React has taken the page over: a server-rendered
 * page's controls do nothing before it. Pages that are not Next's (an api
 * answer, a third party) have nothing to wait for; a page whose scripts never
 * come (a test that blocks them) is left as it is after the wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (measure) => !document.getElementById('__NEXT_DATA__') || performance.getEntriesByName(measure).length > 0,
      HYDRATED,
      { timeout: HYDRATION_WAIT_MS },
    )
    .catch(() => undefined);
}

let patched = false;

/** An account a test starts from, made through the api. */
interface StartingAccount {
  readonly email: string;
  readonly password: string;
}

/** A fresh address for the test, named after its spec file. */
const testEmail = (file: string) => uniqueEmail(path.basename(file, '.spec.ts'));

export const test = base.extend<{ account: StartingAccount; signedIn: StartingAccount }, { hydratedNavigation: void }>({
  /**
   * A new email account made through the api, with no browser signed in to
   * it: the starting point of a test about a login. The sign-up pages are
   * proven by their own specs.
   */
  account: async ({ request }, provide, testInfo) => {
    const email = testEmail(testInfo.file);
    await apiAccount(request, email, PASSWORD);
    await provide({ email, password: PASSWORD });
  },
  /**
   * A new email account, made through the api and signed in to in the
   * test's `page` (its session cookie in the page's context): the starting
   * point of a test about what a signed-in person does. The sign-up and
   * login pages are proven by their own specs; going through them first
   * cost every such test several seconds.
   */
  signedIn: async ({ page }, provide, testInfo) => {
    const email = testEmail(testInfo.file);
    await apiAccountSignedIn(page.request, email, PASSWORD);
    await provide({ email, password: PASSWORD });
  },
  /**
   * The page's scripts are requested after its first paint (components/layout/
   * paint-first-scripts.ts), which can come after the `load` event a `goto`
   * waits for. Every `page.goto`, `page.reload` and `page.waitForURL` of the
   * suite, on the test's page or on one a test opens in a context of its own,
   * then also waits for hydration, as a `defer` script's page had hydrated by
   * `load`. A test that
   * wants the page before its scripts asks for `waitUntil: 'commit'` or
   * `'domcontentloaded'`.
   */
  hydratedNavigation: [
    async ({ browser }, use) => {
      if (!patched) {
        const context = await browser.newContext();
        const proto = Object.getPrototypeOf(await context.newPage()) as Page;
        await context.close();
        const { goto, reload, waitForURL } = proto;
        type Options = { waitUntil?: string } | undefined;
        const settle = async (page: Page, options: Options) => {
          if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') {
            await waitForHydration(page);
          }
        };
        proto.goto = async function (this: Page, url: string, options?: Parameters<Page['goto']>[1]) {
          const response = await goto.call(this, url, options);
          await settle(this, options);
          return response;
        };
        proto.reload = async function (this: Page, options?: Parameters<Page['reload']>[0]) {
          const response = await reload.call(this, options);
          await settle(this, options);
          return response;
        };
        // a page reached by a redirect or a link (after a login, say) is waited for the same way
        proto.waitForURL = async function (
          this: Page,
          url: Parameters<Page['waitForURL']>[0],
          options?: Parameters<Page['waitForURL']>[1],
        ) {
          await waitForURL.call(this, url, options);
          await settle(this, options);
        };
        patched = true;
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
