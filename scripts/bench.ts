/**
 * npm run bench: builds once, then measures side by side in one run
 *  - first-load JS (gzip) of every page, from the build manifest;
 *  - all JS a browser really loads for /en/login and for a bare Next page
 *    (Chromium, responses recorded);
 *  - SSR throughput and latency of /en/login against a bare
 *    getServerSideProps page of a fresh Next app, with autocannon.
 * Writes docs/performance.md and exits non-zero when a budget is missed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
const BARE = path.join(ROOT, '.bench', 'bare');
const NEXT_BIN = path.join(ROOT, 'node_modules', '.bin', 'next');
const PORTS = { api: 4700, web: 3700, bare: 3701 };
const BUDGET = { loginJsGzipKb: 200, ssrRatio: 0.5 };
const DURATION_S = Number(process.env.BENCH_SECONDS || 6);
const CONNECTIONS = 10;

function run(cmd: string, args: string[], cwd = ROOT): void {
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** A fresh Next app with one getServerSideProps page: the yardstick. */
function writeBareApp(): void {
  rmSync(BARE, { recursive: true, force: true });
  mkdirSync(path.join(BARE, 'pages'), { recursive: true });
  writeFileSync(
    path.join(BARE, 'next.config.js'),
    `module.exports = { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  );
  writeFileSync(
    path.join(BARE, 'pages', 'index.js'),
    `export default function Bare({ now }) { return <main><h1>Bare page</h1><p>{now}</p></main>; }
export async function getServerSideProps() { return { props: { now: Date.now() } }; }
`,
  );
}

function start(cmd: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(cmd, args, { cwd, env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
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

const gzipKb = (buf: Buffer) => gzipSync(buf).length / 1024;

/** First-load JS per page: the page's chunks plus _app's, from the manifest. */
function manifestSizes(buildDir: string): Array<{ page: string; kb: number }> {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as {
    pages: Record<string, string[]>;
    rootMainFiles?: string[];
  };
  const appFiles = manifest.pages['/_app'] ?? [];
  return Object.keys(manifest.pages)
    .filter((p) => p !== '/_app' && p !== '/_error')
    .map((page) => {
      const files = new Set([...(manifest.rootMainFiles ?? []), ...appFiles, ...manifest.pages[page]]);
      const kb = [...files]
        .filter((f) => f.endsWith('.js'))
        .reduce((sum, f) => sum + gzipKb(readFileSync(path.join(buildDir, f))), 0);
      return { page, kb };
    });
}

/** Every script response a real browser loads for the URL, gzip-sized. */
async function browserJs(url: string): Promise<{ kb: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  await browser.close();
  return { kb: all.reduce((s, b) => s + gzipKb(b), 0), files: all.length };
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);

/** The run with the median throughput (its latencies with it). */
function median(runs: Load[]): Load {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor(sorted.length / 2)], non2xx: runs.reduce((n, r) => n + r.non2xx, 0) };
}

async function load(url: string): Promise<Load> {
  await autocannon({ url, connections: CONNECTIONS, duration: 3 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

async function main(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) run('npm', ['run', 'build']);
  writeBareApp();
  run(NEXT_BIN, ['build'], BARE);

  const procs = [
    start('node', ['dist/server/main.mjs'], ROOT, {
      API_PORT: String(PORTS.api),
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    }),
    start(NEXT_BIN, ['start', '-p', String(PORTS.web)], ROOT, {
      API_ORIGIN: `http://127.0.0.1:${PORTS.api}`,
      NODE_ENV: 'production',
    }),
    start(NEXT_BIN, ['start', '-p', String(PORTS.bare)], BARE, { NODE_ENV: 'production' }),
  ];
  try {
    const loginUrl = `http://localhost:${PORTS.web}/en/login`;
    const bareUrl = `http://localhost:${PORTS.bare}/`;
    await waitFor(`http://127.0.0.1:${PORTS.api}/x-api/health`);
    await Promise.all([waitFor(loginUrl), waitFor(bareUrl)]);

    const pages = manifestSizes(path.join(ROOT, '.next'));
    const loginJs = await browserJs(loginUrl);
    const bareJs = await browserJs(bareUrl);
    // alternate bare and login for several rounds and keep the median of each:
    // one run on a 2-core machine swings by a third, the median does not
    const bareRuns: Load[] = [];
    const loginRuns: Load[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRuns.push(await load(bareUrl));
      loginRuns.push(await load(loginUrl));
    }
    const bareLoad = median(bareRuns);
    const loginLoad = median(loginRuns);
    const ratio = loginLoad.rps / bareLoad.rps;
    const jsOk = loginJs.kb <= BUDGET.loginJsGzipKb;
    const ssrOk = ratio >= BUDGET.ssrRatio && loginLoad.non2xx === 0;

    const f = (n: number) => n.toFixed(1);
    const md = `# Performance

Measured by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}, on this project's
machine kind (2 cores). One run builds the project, builds a fresh Next app with a single
\`getServerSideProps\` page (the bare page), starts both with \`next start\` (and the api), and measures
them side by side. Sizes are gzip (level 6) of what the build or the browser serves.

## Budgets

| budget | limit | measured | verdict |
|---|---|---|---|
| all JS a browser loads for \`/en/login\` | <= ${BUDGET.loginJsGzipKb} kB gzip | ${f(loginJs.kb)} kB (${loginJs.files} files); bare page ${f(bareJs.kb)} kB (${bareJs.files} files) | ${jsOk ? 'met' : '**missed**'} |
| \`/en/login\` SSR throughput | >= ${BUDGET.ssrRatio} x bare page | ${f(loginLoad.rps)} req/s vs ${f(bareLoad.rps)} req/s = ${ratio.toFixed(2)} x | ${ssrOk ? 'met' : '**missed**'} |

## SSR under load (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after a 3 s warm-up; median of ${ROUNDS} alternating rounds)

| page | req/s | p50 ms | p99 ms | non-2xx |
|---|---|---|---|---|
| bare \`getServerSideProps\` page | ${f(bareLoad.rps)} | ${f(bareLoad.p50)} | ${f(bareLoad.p99)} | ${bareLoad.non2xx} |
| \`/en/login\` | ${f(loginLoad.rps)} | ${f(loginLoad.p50)} | ${f(loginLoad.p99)} | ${loginLoad.non2xx} |

## First-load JS per page (page chunks + \`_app\`, from .next/build-manifest.json)

| page | kB gzip |
|---|---|
${pages.map((p) => `| \`${p.page}\` | ${f(p.kb)} |`).join('\n')}

## What costs what

Found while building the shell, each by the same side-by-side measurement (req/s of \`/en/login\` against
the bare page in one run); kept here so later screens know what they spend:

| change | \`/en/login\` vs bare |
|---|---|
| first shell: every page through the Next proxy, next-i18next \`serverSideTranslations\` + \`appWithTranslation\`, antd \`ConfigProvider\` around every page | 0.10 x |
| translations read once per process and one i18next instance per locale and namespace set (instead of a new instance per request, about 0.7 ms each) | 0.31 x |
| prefixed pages skip the proxy (a Next 16 proxy, even an empty one, costs about 1 ms of CPU per request); \`getServerSideProps\` applies the same pure routing decision | 0.39 x |
| language list rendered when the menu opens, no ETag on no-store pages | 0.39 x |
| antd \`ConfigProvider\` only around antd content (\`AntdScope\`), not around the page | 0.55 x |
| request layer, compliance store and toasts added; the toast viewport renders only in the browser and the \`errors\` texts load on demand from \`/locales\` instead of riding in every page's props (measured with the median of 3 alternating rounds from here on) | 0.52 x |
| the same code measured again, twice: this machine swings by a tenth between runs even on medians, so the bench now takes 5 rounds | 0.49 x, 0.38 x |
| shell components read \`common\` through one fixed \`t\` per namespace instead of react-i18next's \`useTranslation\` (about 40 µs each per render), and server i18next instances remember their translations (static texts, fixed language) | 0.55 x, 0.56 x |
| sign-in forms with antd \`Input\`, \`Button\`, \`Checkbox\` inside \`AntdScope\` (JS for \`/en/login\`: 269.6 kB) | 0.20 x |
| the forms on native inputs and buttons styled with the theme's CSS variables; antd only in the dialogs, loaded on demand (JS: 199.1 kB) | 0.44 x, 0.32 x |
| the shell sets the theme class without importing antd's theme (JS: 178.8 kB); fixed-\`t\` results remembered on the server (i18next's \`fixedT\` rebuilt its options on every call: a fifth of the form's render); the \`auth\` texts split into \`auth\`, \`signup\` and \`landing\` so the login page carries 4 kB of texts, not 6.5 | 0.51 x |
| later in the same session: the ban, jurisdiction and identity dialogs, their texts in a \`dialogs\` namespace loaded with the dialog, the platform remembered per user agent; the same code measured three times | 0.42 x, 0.44 x, 0.57 x |
| error path, accessibility tokens, compliance actions on the screens, the identity recheck, submit buttons that wait for hydration, the web's own \`/x-api\` forwarding (JS: 187.9 kB; the shell's \`_app\` grew 4.6 kB, not yet traced); the same code measured twice | 0.36 x, 0.47 x |
| the Telegram mini app: \`@tma.js/sdk\` imported on demand by the two mini-app pages only (\`/en/login\` JS unchanged at 187.8 kB; \`/telegram-register-login\` carries both sign-in forms) | 0.51 x |
| QR-code login panel and its \`qrcode\` library loaded after the login page (next/dynamic), third-party buttons, self-unblock (JS for \`/en/login\`: 199.8 kB in 14 files, of which the QR chunks are 12 kB; the page's own first-load JS is 187.0 kB) | 0.50 x |
| issue 13: the app banner and in-app link slots in \`_app\` (their code loads only on phones / in the app), the footer's content links computed on the server, the residence check (DLG-2) imported after a login succeeds (JS for \`/en/login\`: 201.2 kB, the page's own 188.4 kB: 1.4 kB more, over the old 200 kB budget until issue 14) | 0.48 x |

- antd styles are baked at build time (\`scripts/gen-antd-css.tsx\`, \`zeroRuntime\`): no CSS-in-JS work per
  request and none in the browser; the stylesheet is a cached static file.
- Each page serializes only \`common\` plus its own namespace.
- Later screens: every antd component rendered on the server costs real time; keep \`AntdScope\` as small as the
  screen allows and load rarely used parts (dialogs, QR code, captcha providers) on demand.
`;
    writeFileSync(path.join(ROOT, 'docs', 'performance.md'), md);
    console.log(md);
    if (!jsOk || !ssrOk) process.exitCode = 1;
  } finally {
    for (const p of procs) p.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
