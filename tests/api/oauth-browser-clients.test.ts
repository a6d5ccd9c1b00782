import { describe, expect, it } from 'vitest';

import { registerClient } from '@/server/oauth/client-store';

import { describeEachDriver } from './harness';

const TOKEN = '/x-api/oauth/v1/public/token';
const USERINFO = '/x-api/oauth/v1/public/userinfo';

describeEachDriver('OAuth for browser clients', (h) => {
  describe('RFC 8414 metadata', () => {
    it('OAUTH-1 the metadata document names the web origin as issuer and its endpoints, S256 only', async () => {
      for (const url of ['/.well-known/oauth-authorization-server', '/x-api/.well-known/oauth-authorization-server']) {
        const res = await h.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          issuer: 'http://localhost:3000',
          authorization_endpoint: 'http://localhost:3000/oauth',
          token_endpoint: 'http://localhost:3000/x-api/oauth/v1/public/token',
          userinfo_endpoint: 'http://localhost:3000/x-api/oauth/v1/public/userinfo',
          scopes_supported: ['openid', 'profile', 'email', 'read:account'],
          response_types_supported: ['code'],
          response_modes_supported: ['query'],
          grant_types_supported: ['authorization_code'],
          token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
        });
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
    });
  });

  describe('CORS', () => {
    it('OAUTH-1 the token and userinfo endpoints answer CORS for a registered public client origin only', async () => {
      await registerClient(h.db, {
        name: 'Browser App',
        type: 'public',
        allowedScopes: ['openid'],
        redirectUris: ['https://spa.example/callback'],
      });
      await registerClient(h.db, {
        name: 'Server App',
        type: 'confidential',
        allowedScopes: ['openid'],
        redirectUris: ['https://server-app.example/cb'],
      });
      const preflight = (url: string, origin: string) =>
        h.app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });

      for (const url of [TOKEN, USERINFO]) {
        const allowed = await preflight(url, 'https://spa.example');
        expect(allowed.statusCode).toBe(204);
        expect(allowed.headers['access-control-allow-origin']).toBe('https://spa.example');
        expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization/);
        expect(String(allowed.headers.vary)).toMatch(/Origin/i);
        // a confidential client's origin and strangers get no CORS: the browser keeps the answer from them
        for (const origin of [
          'https://server-app.example',
          'https://evil.example',
          'https://spa.example.evil.example',
        ]) {
          expect((await preflight(url, origin)).headers['access-control-allow-origin']).toBeUndefined();
        }
      }
      const token = await h.app.inject({
        method: 'POST',
        url: TOKEN,
        headers: { origin: 'https://spa.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'grant_type=authorization_code&code=nope&client_id=x&redirect_uri=https%3A%2F%2Fspa.example%2Fcallback',
      });
      expect(token.json()).toMatchObject({ error: expect.any(String) });
      expect(token.headers['access-control-allow-origin']).toBe('https://spa.example');
    });

    it('OAUTH-1 the consent endpoints, acting for the signed-in person, answer no CORS to anyone', async () => {
      await registerClient(h.db, {
        name: 'Browser App 2',
        type: 'public',
        allowedScopes: ['openid'],
        redirectUris: ['https://spa2.example/callback'],
      });
      for (const url of [
        '/x-api/oauth/v1/private/authorize?client_id=x',
        '/x-api/oauth/v1/private/pre_authorize?client_id=x',
        '/x-api/oauth/v1/private/confirm_auth',
        '/x-api/oauth/v1/public/client_info?client_id=x',
      ]) {
        const res = await h.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin: 'https://spa2.example', 'access-control-request-method': 'POST' },
        });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });
  });
});
