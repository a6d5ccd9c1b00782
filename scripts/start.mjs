/**
 * `npm start`: runs the api and the web from the production build, each in
 * its own process group. A process that dies on its own is started again
 * after a pause (1 s, doubling to 30 s; back to 1 s once it has run a
 * minute), and the other keeps serving meanwhile. SIGINT or SIGTERM (Ctrl-C,
 * `docker stop`, systemd) stops both and exits; nothing is restarted then.
 * (concurrently's --restart-tries restarted children stopped by a signal
 * and never exited.)
 */
import { spawn } from 'node:child_process';

const SERVICES = [
  { name: 'api', script: 'start:api' },
  { name: 'web', script: 'start:web' },
];

// the api names the web in links and checks return pages against it: the web this command starts, unless told
process.env.WEB_ORIGIN ||= `http://localhost:${process.env.PORT || 3000}`;

// LOGIN-6: DEV_OIDC=1 also runs the development OpenID provider and points the api's third-party login at it
if (process.env.DEV_OIDC === '1') {
  const { devProviderConfig } = await import('./dev-oidc-provider.mjs');
  const port = process.env.DEV_OIDC_PORT || '4400';
  process.env.DEV_OIDC_PORT = port;
  process.env.DEV_OIDC_WEB_ORIGINS ||= process.env.WEB_ORIGIN;
  process.env.THIRDPARTY_PROVIDERS ||= devProviderConfig(`http://localhost:${port}`);
  SERVICES.push({ name: 'oidc', script: 'dev:oidc' });
}
const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
const STEADY_MS = 60_000;
const STOP_GRACE_MS = 10_000;

const running = new Map();
let stopping = false;

function prefixed(name, stream, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && target.write(`[${name}] ${rest}\n`));
}

function start(service, pause = FIRST_PAUSE_MS) {
  const startedAt = Date.now();
  // its own process group, so stopping it reaches npm, the shell and the server alike
  const child = spawn('npm', ['run', '--silent', service.script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  running.set(service.name, child);
  prefixed(service.name, child.stdout, process.stdout);
  prefixed(service.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    running.delete(service.name);
    if (stopping) {
      if (running.size === 0) process.exit(0);
      return;
    }
    const steady = Date.now() - startedAt >= STEADY_MS;
    const wait = steady ? FIRST_PAUSE_MS : pause;
    process.stderr.write(
      `[${service.name}] exited (${signal ?? `code ${code}`}); starting it again in ${wait / 1000} s\n`,
    );
    setTimeout(() => {
      if (!stopping) start(service, Math.min(wait * 2, LONGEST_PAUSE_MS));
    }, wait);
  });
}

function stop() {
  if (stopping) return;
  stopping = true;
  if (running.size === 0) process.exit(0);
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  }, STOP_GRACE_MS).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const service of SERVICES) start(service);
