import type { Page } from '@playwright/test';

import { COOKIE_CONSENT_KEY } from '@/services/cookie-consent';

import { expect, test } from './support/test';

test('security headers on a page: nonce CSP, HSTS, nosniff, referrer, permissions, COOP, no-store', async ({
  page,
}) => {
  const response = await page.goto('/en/login');
  const h = response?.headers() ?? {};
  const csp = h['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(h['strict-transport-security']).toContain('max-age=');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['cache-control']).toBe('no-store');
  // every script the page was served with carries this response's nonce; chunks Next loads later
  // (the QR code's, on demand) come from this origin, which 'self' allows, and never inline
  const scripts = await page
    .locator('script')
    .evaluateAll((els) =>
      els.map((e) => ({ nonce: (e as HTMLScriptElement).nonce, src: (e as HTMLScriptElement).src })),
    );
  expect(scripts.filter((s) => s.nonce === nonce).length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const script of scripts) {
    if (script.nonce) expect(script.nonce).toBe(nonce);
    else expect(new URL(script.src).origin).toBe(origin);
  }
  const html = (await response?.text()) ?? '';
  // the inline ones carry the nonce; the one by address is ours, from this origin ('self'): the early script
  // that keeps a press made before hydration (components/auth/early-press-script.tsx)
  const served = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(served.length).toBeGreaterThan(0);
  for (const tag of served) {
    if (tag.includes(' src=')) expect(tag).toBe('<script async="" src="/scripts/keep-early-press.js">');
    else expect(tag).toContain(`nonce="${nonce}"`);
  }
});

test('each response gets a fresh nonce', async ({ request }) => {
  const a = (await request.get('/en/login')).headers()['content-security-policy'];
  const b = (await request.get('/en/login')).headers()['content-security-policy'];
  expect(a).not.toBe(b);
});

/** Opens the page and checks it hydrates (the language menu opens only once React runs) with no console error (a CSP violation is one). */
async function expectHydratesUnderCsp(page: Page, url: string): Promise<void> {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto(url);
  const button = page.getByRole('button', { name: /Change language/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
}

test('the page runs under its CSP without violations and hydrates', async ({ page }) => {
  await expectHydratesUnderCsp(page, '/en/login');
});

test('OAuth pages are not cached and may be framed only by the configured partner origins', async ({ request }) => {
  const res = await request.get('/en/oauth');
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['content-security-policy']).toContain('frame-ancestors https://partner.example');
  expect(res.headers()['x-frame-options']).toBeUndefined();
  const login = await request.get('/en/login');
  expect(login.headers()['x-frame-options']).toBe('DENY');
});

test('/x-api is forwarded to the api process', async ({ request }) => {
  const res = await request.get('/x-api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ ret_code: 0, result: { status: 'ok' } });
});

test("ROUTE-1 a page sent again for the same request carries that request's own nonce and hydrates under its CSP", async ({
  page,
  request,
}) => {
  // the first two render (or earlier tests did) and the second is kept; the third is sent as kept (services/server/page-memo)
  const pages = [await request.get('/en/login'), await request.get('/en/login'), await request.get('/en/login')];
  const bodies: string[] = [];
  for (const res of pages) {
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    const body = await res.text();
    const nonces = [...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    bodies.push(body.split(nonce).join('NONCE'));
  }
  expect(bodies[2]).toBe(bodies[1]);
  expect(bodies[1]).toBe(bodies[0]);
  await expectHydratesUnderCsp(page, '/en/login');
});

test('MW-2 UI-1 a request with other inputs gets its own page, never the one kept for another', async ({ request }) => {
  const mobileUa = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
  for (let round = 0; round < 2; round += 1) {
    const mobile = await (await request.get('/en/login', { headers: { 'user-agent': mobileUa } })).text();
    const desktop = await (await request.get('/en/login', { headers: { 'user-agent': desktopUa } })).text();
    expect(mobile).toContain('data-platform="mobile"');
    expect(desktop).toContain('data-platform="pc"');
    const consented = await (
      await request.get('/en/login', { headers: { 'user-agent': desktopUa, cookie: `${COOKIE_CONSENT_KEY}=1` } })
    ).text();
    expect(desktop).toContain('data-testid="cookie-notice"');
    expect(consented).not.toContain('data-testid="cookie-notice"');
  }
  // a request for the page's data is answered with its data, kept page or not
  const html = await request.get('/en/login');
  const buildId = /"buildId":"([^"]+)"/.exec(await html.text())?.[1];
  const data = await request.get(`/_next/data/${buildId}/en/login.json`, { headers: { 'x-nextjs-data': '1' } });
  expect(data.headers()['content-type']).toContain('application/json');
  expect((await data.json()).pageProps.page.path).toBe('/login');
});

test('files Next serves itself carry the headers every response of the web carries', async ({ request }) => {
  for (const path of ['/locales/en/common.json', '/antd-components.css', '/_next/static/no-such-file.js']) {
    const h = (await request.get(path)).headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['strict-transport-security'], path).toContain('max-age=');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('MW-4 MW-5 a redirect never sends the visitor to the host the request named, unless it is one of ours', async ({
  request,
  baseURL,
}) => {
  const ours = new URL(baseURL ?? 'http://localhost:3000');
  for (const path of ['/login?x=1', '/register?affiliate_id=7', '/en/register?affiliate_id=7']) {
    const forged = await request.get(path, { headers: { host: 'evil.example' }, maxRedirects: 0 });
    expect(forged.status(), path).toBeGreaterThanOrEqual(300);
    expect(forged.status(), path).toBeLessThan(400);
    const location = forged.headers().location ?? '';
    expect(location, path).not.toContain('evil.example');
    const target = new URL(location, 'https://relative.invalid');
    expect(['relative.invalid', 'www.bybit.com'], `${path} -> ${location}`).toContain(target.hostname);
    const honest = await request.get(path, { maxRedirects: 0 });
    const back = new URL(honest.headers().location ?? '', ours);
    expect(back.origin, path).toBe(ours.origin);
    expect(back.search, path).toBe(target.search);
  }
});

test('LOGIN-10 the api answers through the web are no-store', async ({ request }) => {
  const res = await request.get('/x-api/v2/private/user/profile');
  expect(res.headers()['cache-control']).toBe('no-store');
  const qr = await request.get('/x-api/v3/public/qrcode/status?uuid=00000000-0000-4000-8000-000000000000');
  expect(qr.headers()['cache-control']).toBe('no-store');
});
