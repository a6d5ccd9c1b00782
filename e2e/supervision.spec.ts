import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

import { expect, test } from './support/test';

// `npm start` as a person runs it, on ports of its own
const WEB = 'http://localhost:3300';
const API = 'http://127.0.0.1:4300';

/**
 * One GET on a connection of its own (no keep-alive): a server that is
 * shutting down finishes open connections, so a poll reusing one would keep
 * meeting a server that is already stopping.
 */
function json(url: string): Promise<{ status: number; body: { ret_code?: number; result?: unknown } | null }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
      res.on('error', () => resolve({ status: 0, body: null }));
    });
    req.setTimeout(10_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: null }));
  });
}

let started: ChildProcess | null = null;

/** Every process `npm start` began: the supervisor's group and the api's and web's own groups. */
function stopAll(signal: NodeJS.Signals) {
  if (!started?.pid) return;
  try {
    process.kill(-started.pid, signal);
  } catch {
    // already gone
  }
}

test.afterEach(async () => {
  // whatever a failed test left behind
  stopAll('SIGKILL');
  for (const port of ['3300', '4300']) {
    await new Promise((resolve) =>
      spawn('fuser', ['-k', '-9', `${port}/tcp`], { stdio: 'ignore' })
        .on('close', resolve)
        .on('error', resolve),
    );
  }
  started = null;
});

test('HTTP-8 npm start: when the api dies the web keeps serving, answers its calls 503 in the envelope, pages still render, and the api comes back; SIGTERM stops both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  started = spawn('npm', ['start'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: '3300',
      API_PORT: '4300',
      DATA_DIR: ':memory:',
      API_NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  });
  await expect.poll(async () => (await json(`${WEB}/x-api/health`)).status, { timeout: 60_000 }).toBe(200);
  const before = (await json(`${API}/x-api/dev/process`)).body?.result as { pid: number };

  process.kill(before.pid, 'SIGKILL');

  // the web is still there, and tells the page the api is gone in a shape it reads
  await expect.poll(async () => (await json(`${WEB}/x-api/health`)).status, { timeout: 10_000 }).toBe(503);
  const down = await json(`${WEB}/x-api/v3/config/web`);
  expect(down.status).toBe(503);
  expect(down.body).toMatchObject({ ret_code: 10000, ret_msg: 'Service unavailable' });
  const response = await page.goto(`${WEB}/en/login`);
  expect(response?.status()).toBe(200);

  // the api is started again by the supervisor, and the page recovers by itself
  await expect.poll(async () => (await json(`${WEB}/x-api/health`)).status, { timeout: 60_000 }).toBe(200);
  const after = (await json(`${API}/x-api/dev/process`)).body?.result as { pid: number };
  expect(after.pid).not.toBe(before.pid);
  // (the page's notice and its recovery against a dead api are proven in api-down.spec.ts)

  // SIGTERM, as docker stop or systemd sends it: both stop, nothing is started again
  stopAll('SIGTERM');
  await expect.poll(async () => (await json(`${WEB}/en/login`)).status, { timeout: 20_000 }).toBe(0);
  await expect.poll(async () => (await json(`${API}/x-api/health`)).status, { timeout: 20_000 }).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect((await json(`${API}/x-api/health`)).status).toBe(0);
});
