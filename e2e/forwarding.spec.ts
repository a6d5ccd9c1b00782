import { PORTS, WEB } from './support/ports';
import { expect, test } from './support/test';

test.describe('the web forwarding /x-api to the api', () => {
  test('LOGIN-5 a client-written X-Forwarded-For does not reach the api: it counts the real address', async ({
    request,
  }) => {
    const res = await request.get(`${WEB}/x-api/dev/client-address`, {
      headers: { 'X-Forwarded-For': '6.6.6.6', Forwarded: 'for=6.6.6.6' },
    });
    expect((await res.json()).result).toEqual({ ip: '127.0.0.1' });
  });

  test('HTTP-9 a 1 MB body to /x-api/login is refused 413 in the envelope, every time', async ({ request }) => {
    const body = 'a'.repeat(1024 * 1024);
    for (let i = 0; i < 10; i += 1) {
      const res = await request.post(`${WEB}/x-api/login`, {
        headers: { 'content-type': 'application/json' },
        data: body,
      });
      expect(res.status()).toBe(413);
      expect(await res.json()).toMatchObject({ ret_code: 10001, ret_msg: 'Request body too large' });
    }
  });

  test('OAUTH-1 the RFC 8414 metadata is served on the web origin, naming it as issuer', async ({ request }) => {
    const res = await request.get(`${WEB}/.well-known/oauth-authorization-server`);
    expect(res.status()).toBe(200);
    const metadata = await res.json();
    expect(metadata.issuer).toBe(WEB);
    expect(metadata.token_endpoint).toBe(`${WEB}/x-api/oauth/v1/public/token`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });
});

test('HTTP-8 with the api gone the web answers its calls 503 in the envelope, not a bare 500', async ({ request }) => {
  const dead = `http://localhost:${PORTS.webWithoutApi}`;
  const res = await request.get(`${dead}/x-api/v3/config/web`);
  expect(res.status()).toBe(503);
  expect(await res.json()).toMatchObject({ ret_code: 10000, ret_msg: 'Service unavailable' });
});
