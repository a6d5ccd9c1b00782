import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { gzipKb } from './first-load';

const ROOT = path.resolve(import.meta.dirname, '..');
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The browser that weighs the pages: CHROMIUM_PATH, else Debian's headless shell, else chromium (as e2e). */
function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}

export interface PageWeight {
  /** every script the browser loaded until the network was idle, gzip (level 6) KiB */
  readonly jsKb: number;
  readonly jsFiles: number;
  /** the first HTML response, gzip */
  readonly htmlKb: number;
  /** each script: its path and gzip KiB, in the order they arrived */
  readonly scripts: ReadonlyArray<{ readonly url: string; readonly kb: number }>;
}

/**
 * What a real browser loads for each URL before anyone touches it: every script (early scripts, the
 * page's chunks, and what hydration then fetches) until the network is idle. Each page in a fresh
 * context, nothing cached.
 */
export async function weighPages(urls: readonly string[], executablePath = chromiumPath()): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const weights: PageWeight[] = [];
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: Array<Promise<{ url: string; kb: number }>> = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        bodies.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, kb: gzipKb(body) })));
      });
      const html = await page.goto(url, { waitUntil: 'networkidle' });
      const scripts = await Promise.all(bodies);
      const htmlKb = html ? gzipKb(await html.body()) : 0;
      await context.close();
      weights.push({ jsKb: scripts.reduce((sum, s) => sum + s.kb, 0), jsFiles: scripts.length, htmlKb, scripts });
    }
    return weights;
  } finally {
    await browser.close();
  }
}

/** Resolves once `url` answers (below 500), or fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The built product as `npm start` runs it: the api on the embedded database (in memory) and the web's
 * server in front of Next. Answers the web's origin and how to stop both.
 */
export async function startBuiltProduct(ports: {
  readonly api: number;
  readonly web: number;
}): Promise<{ readonly web: string; readonly stop: () => void }> {
  // a server already on a port would be weighed instead of the build
  for (const url of [`http://127.0.0.1:${ports.api}/`, `http://127.0.0.1:${ports.web}/`]) {
    const taken = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${url} already answers: free the port, or set CHECK_API_PORT / CHECK_WEB_PORT`);
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const procs: ChildProcess[] = [
    spawn('node', ['dist/server/main.mjs'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...env, API_PORT: String(ports.api), DATA_DIR: ':memory:', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    }),
    spawn('node', ['dist/web/server.mjs'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...env,
        PORT: String(ports.web),
        API_ORIGIN: `http://127.0.0.1:${ports.api}`,
        NODE_ENV: 'production',
      },
    }),
  ];
  const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
  const web = `http://localhost:${ports.web}`;
  try {
    await waitFor(`http://127.0.0.1:${ports.api}/x-api/health`);
    await waitFor(`${web}/en/login`);
  } catch (error) {
    stop();
    throw error;
  }
  return { web, stop };
}
