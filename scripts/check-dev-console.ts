/**
 * `npm run check:dev`: what a developer sees under `npm run dev`. Starts the
 * api (tsx, in-memory database) and `next dev` on ports of their own, walks
 * every route of config/routes in en, ar-SA and ru-RU, every regional site's
 * sign-in page by host, and a login and logout through the pages, in
 * Chromium. Fails on any console error or warning, uncaught error, failed
 * hydration, an issue in Next's dev indicator, or an error or warning the dev
 * server prints while the pages load.
 *
 *   npm run check:dev                 # everything
 *   npm run check:dev -- /login /oauth # only these paths (and the sign-in flow)
 */
import { spawn, type ChildProcess } from 'node:child_process';

import { chromium, request, type Browser, type Page } from '@playwright/test';

import { ROUTES } from '../config/routes';
import { SITES } from '../config/sites';

const WEB_PORT = Number(process.env.CHECK_WEB_PORT || 3500);
const API_PORT = Number(process.env.CHECK_API_PORT || 4500);
const WEB = `http://localhost:${WEB_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const LOCALES = ['en', 'ar-SA', 'ru-RU'] as const;

/** What the dev server printed that a developer would read as trouble. */
const SERVER_TROUBLE = /\b(error|warn(ing)?|deprecat\w*)\b|React encountered|⚠|⨯/i;
/** Lines of the dev server that are not trouble: its own progress. */
const SERVER_CALM =
  /^\s*(✓|○|▲|-\s|GET |POST |PUT )|Compil|Ready in|Starting|Local:|Network:|Environments:|Experiments|turbopackChunking/;

/**
 * Next's own pages-router development client, not these pages: an
 * `isrManifest` message the dev server broadcasts after rendering any page
 * can reach a page whose router does not exist yet (between its hot-reload
 * socket opening and hydration), and handleStaticIndicator reads
 * `window.next.router.components` of undefined (Next 16.4.6). Listed, not
 * counted; nothing in the project can order Next's socket after its router.
 */
const NEXT_DEV_CLIENT_RACE = /^\[HMR\] Invalid message: \{"type":"isrManifest"/;

interface Finding {
  readonly where: string;
  readonly what: string;
}

const findings: Finding[] = [];
/** Next's own race (NEXT_DEV_CLIENT_RACE): printed, not counted. */
const noted: Finding[] = [];
const children: ChildProcess[] = [];
let serverLines: string[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) serverLines.push(`[${name}] ${line}`);
      if (process.env.CHECK_VERBOSE) console.log(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.push(child);
  return child;
}

function stopAll(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The server's new lines since the last call that read as trouble, told against `where`. */
function takeServerTrouble(where: string): void {
  for (const line of serverLines) {
    const text = line.replace(/^\[\w+\] /, '');
    if (SERVER_TROUBLE.test(text) && !SERVER_CALM.test(text)) findings.push({ where: `${where} (server)`, what: line });
  }
  serverLines = [];
}

/** Collects what the browser reports on `page`, told against `where()` at the time. */
function watch(page: Page, where: () => string, expectedStatus = 200): void {
  page.on('console', (message) => {
    // a page that answers 404 on purpose: the browser logs its document's status, which is the answer asked for
    const ownStatus =
      expectedStatus !== 200 &&
      message.text().includes(`status of ${expectedStatus}`) &&
      message.location().url === page.url();
    if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus) {
      const finding = { where: where(), what: `console.${message.type()}: ${message.text()}` };
      (NEXT_DEV_CLIENT_RACE.test(message.text()) ? noted : findings).push(finding);
    }
  });
  page.on('pageerror', (error) => findings.push({ where: where(), what: `uncaught: ${error.message}` }));
}

/** Waits for hydration (Next's measure), then for the page to settle, then reads Next's dev indicator. */
async function settle(page: Page, where: string): Promise<void> {
  await page
    .waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0, undefined, { timeout: 60_000 })
    .catch(() => findings.push({ where, what: 'the page did not hydrate within 60 s' }));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const issues = await page.evaluate(() => {
    const portal = document.querySelector('nextjs-portal');
    const badge = portal?.shadowRoot?.querySelector('[data-issues-count]');
    return badge?.textContent?.trim() ?? '';
  });
  if (issues && issues !== '0') findings.push({ where, what: `Next's dev indicator shows ${issues} issue(s)` });
}

async function visit(browser: Browser, url: string, label: string, expectedStatus = 200): Promise<void> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  watch(page, () => label, expectedStatus);
  const response = await page.goto(url, { timeout: 120_000 }).catch((error: Error) => {
    findings.push({ where: label, what: `did not load: ${error.message}` });
    return null;
  });
  if (response && response.status() !== expectedStatus) {
    findings.push({ where: label, what: `HTTP ${response.status()}, not ${expectedStatus}` });
  }
  if (response) await settle(page, label);
  takeServerTrouble(label);
  await context.close();
  console.log(`checked ${label}`);
}

/**
 * An email account made through the api's own sign-up, by the e2e suite's
 * helper (e2e/support/api-account.ts) pointed at this check's api (the
 * suite's ports are read when its modules first load); its password.
 */
async function makeAccount(email: string): Promise<string> {
  process.env.E2E_API_PORT = String(API_PORT);
  process.env.E2E_WEB_PORT = String(WEB_PORT);
  const [{ apiAccount }, { PASSWORD }] = await Promise.all([
    import('../e2e/support/api-account'),
    import('../e2e/support/auth'),
  ]);
  const api = await request.newContext();
  try {
    await apiAccount(api, email, PASSWORD);
  } finally {
    await api.dispose();
  }
  return PASSWORD;
}

/** Log in through the login page, land on the account page, log out, land on the login page again. */
async function signInAndOut(browser: Browser, locale: string): Promise<void> {
  const label = `${locale} log in, land, log out`;
  const email = `dev-check.${Date.now()}.${locale}@example.com`;
  const password = await makeAccount(email);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  let step = `${label}: the login page`;
  watch(page, () => step);
  await page.goto(`${WEB}/${locale}/login`, { timeout: 120_000 });
  await settle(page, step);
  await page.locator('input[autocomplete^="username"]').first().fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('form[data-keep-press] button[type="submit"]').first().click();
  step = `${label}: the account page after login`;
  await page.waitForURL(/\/dashboard/, { timeout: 120_000 });
  await settle(page, step);
  await page.locator('button.landing-logout').click();
  step = `${label}: the login page after logout`;
  await page.waitForURL(/\/login$/, { timeout: 120_000 });
  await settle(page, step);
  takeServerTrouble(label);
  await context.close();
  console.log(`checked ${label}`);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const began = Date.now();
  // both as `npm run dev` starts them (the web with Node 20's missing ArrayBuffer.prototype.detached filled in)
  start('api', 'npm', ['run', '--silent', 'dev:api'], {
    API_PORT: String(API_PORT),
    DATA_DIR: ':memory:',
    DATABASE_URL: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    WEB_ORIGIN: WEB,
    NEW_DEVICE_CHECK: 'off',
  });
  start('web', 'npm', ['run', '--silent', 'dev:web'], {
    PORT: String(WEB_PORT),
    API_ORIGIN: API,
    NODE_ENV: 'development',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await waitFor(`${API}/x-api/health`, 60_000);
  await waitFor(`${WEB}/en/login`, 240_000);
  takeServerTrouble('start');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    const routes = ROUTES.filter((r) => only.length === 0 || only.includes(r.path));
    for (const route of routes) {
      for (const locale of LOCALES) await visit(browser, `${WEB}/${locale}${route.path}`, `${locale}${route.path}`);
    }
    if (only.length === 0) {
      for (const site of Object.values(SITES)) {
        if (!site.devName) continue;
        await visit(browser, `http://${site.devName}.localhost:${WEB_PORT}/`, `${site.devName}.localhost/`);
      }
      for (const locale of LOCALES)
        await visit(browser, `${WEB}/${locale}/no-such-page`, `${locale}/no-such-page`, 404);
    }
    for (const locale of LOCALES) await signInAndOut(browser, locale);
  } finally {
    await browser.close();
    stopAll();
  }

  const seconds = Math.round((Date.now() - began) / 1000);
  for (const n of noted) console.log(`noted, Next's dev client: ${n.where}: ${n.what.slice(0, 160)}`);
  if (findings.length === 0) {
    console.log(`\nnext dev: a clean console on every page checked (${seconds} s)`);
    return;
  }
  console.error(`\nnext dev: ${findings.length} finding(s) (${seconds} s):`);
  for (const f of findings) console.error(`- ${f.where}: ${f.what}`);
  process.exitCode = 1;
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
  process.exitCode = 1;
});
