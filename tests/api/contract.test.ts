import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { X_API_PREFIX } from '@/config/x-api';
import type { Endpoint } from '@/contract/endpoint';
import { buildApp } from '@/server/app';
import type { Db } from '@/server/db';
import { contractBreach } from '@/server/routes/contract-route';
import { CONTRACT_ENDPOINTS } from '@/tests/support/contract-endpoints';

import { openTestDatabase } from './harness';

/**
 * Routes the api serves outside the contract, and why: development helpers,
 * and the OAuth protocol endpoints, whose answers RFC 6749 / 8414 / OIDC
 * shape (no envelope, no ret_code).
 */
const OUTSIDE_CONTRACT: readonly RegExp[] = [
  /^\/x-api\/dev\//,
  /^\/x-api\/oauth\/v1\/public\/(?:token|userinfo)$/,
  /^\/x-api\/\.well-known\/oauth-authorization-server$/,
];

describe('the contract', () => {
  let db: Db;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    const app = await buildApp({ db, logLevel: 'silent', onRoute: (route) => routes.push(route) });
    await app.ready();
    await app.close();
  });
  afterAll(() => db.close());

  const apiRoutes = () =>
    routes.filter((r) => r.url.startsWith(`${X_API_PREFIX}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('HTTP-1 every /x-api route is declared from a contract module, with its method and path', () => {
    const undeclared = apiRoutes()
      .filter((r) => !OUTSIDE_CONTRACT.some((pattern) => pattern.test(r.url)))
      .filter((r) => {
        const contract = r.config?.contract;
        return !contract || `${X_API_PREFIX}${contract.path}` !== r.url || contract.method !== r.method;
      })
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('HTTP-1 no two contract modules declare the same method and path', () => {
    const calls = CONTRACT_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(calls.filter((call, i) => calls.indexOf(call) !== i)).toEqual([]);
  });

  it('HTTP-6 public endpoints say so: nothing under /private/ is declared without the token', () => {
    const wrong = CONTRACT_ENDPOINTS.filter((e) => e.path.includes('/private/') && !e.token).map((e) => e.path);
    expect(wrong).toEqual([]);
  });

  it('ERR-1 an answer breaks its contract with a result of another shape or a code it does not list', () => {
    const qrScan = CONTRACT_ENDPOINTS.find((e) => e.path === '/v3/private/qrcode/scan') as Endpoint;
    const scanned = {
      device: 'Chrome on Windows',
      country: 'GB',
      ip: '203.0.113.*',
      created_at: '2026-01-01T00:00:00Z',
      expire_time: 1,
    };

    expect(contractBreach(qrScan, { ret_code: 0, result: scanned })).toBeNull();
    expect(contractBreach(qrScan, { ret_code: 0, result: { ...scanned, expire_time: 'soon' } })).toMatch(
      /result does not match: \/expire_time/,
    );
    expect(contractBreach(qrScan, { ret_code: 33101, result: {} })).toBeNull();
    // every endpoint may refuse a request it cannot read, and one that takes the token may end the session
    expect(contractBreach(qrScan, { ret_code: 10001, result: {} })).toBeNull();
    expect(contractBreach(qrScan, { ret_code: 10006, result: {} })).toBeNull();
    expect(contractBreach(qrScan, { ret_code: 31002, result: {} })).toBe('ret_code 31002 is not among its codes');
  });
});
