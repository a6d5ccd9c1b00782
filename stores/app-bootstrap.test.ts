import { http as route, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { ComplianceRule } from '@/services/compliance/rules';
import { http } from '@/services/http';
import { setUserToken } from '@/services/identity';
import { bootstrapPage, complianceAccountId } from '@/stores/app-bootstrap';
import { createComplianceStore } from '@/stores/compliance-store';
import { ok, retCode } from '@/tests/msw/envelope';
import { configHandlers } from '@/tests/msw/handlers/config';
import { PROFILE } from '@/tests/msw/handlers/user';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { clearBrowserStorage } from '@/tests/support/browser-storage';

beforeAll(() => server.listen(LISTEN_OPTIONS));
afterEach(() => {
  server.resetHandlers();
  clearBrowserStorage();
  http.cache.deleteWhere(() => true);
});
afterAll(() => server.close());

const profileAnswers = (answer: () => Response) => server.use(route.get('*/x-api/v2/private/user/profile', answer));

describe('complianceAccountId', () => {
  it('CMP-3 nobody signed in (no token) is a known account: none', async () => {
    let asked = false;
    profileAnswers(() => {
      asked = true;
      return ok(PROFILE);
    });
    expect(await complianceAccountId()).toBe('0');
    expect(asked).toBe(false);
  });

  it("CMP-3 LOGIN-10 a signed-in visitor is the profile's id", async () => {
    setUserToken('token-1');
    profileAnswers(() => ok(PROFILE));
    expect(await complianceAccountId()).toBe(String(PROFILE.id));
  });

  it('CMP-3 ERR-4 a token the api no longer knows means nobody is signed in', async () => {
    setUserToken('stale');
    profileAnswers(() => retCode(10006, 'session expired'));
    expect(await complianceAccountId()).toBe('0');
  });

  it('CMP-3 HTTP-8 with the api unreachable the account stays unknown', async () => {
    setUserToken('token-1');
    profileAnswers(() => HttpResponse.error());
    expect(await complianceAccountId()).toBeNull();
  });
});

describe('bootstrapPage', () => {
  it('CMP-1 CMP-3 a rule that names accounts no longer keeps an anonymous visitor from ready', async () => {
    const rules: ComplianceRule[] = [
      {
        element: 'redeem.entry',
        action: 'hide',
        ext: {},
        priority: 10,
        siteId: '',
        account: ['42'],
        rc: ['DE'],
        logic: 'and',
      },
      {
        element: 'bonus.banner',
        action: 'hide',
        ext: {},
        priority: 10,
        siteId: '',
        account: [],
        rc: ['CA'],
        logic: 'or',
      },
    ];
    server.use(
      ...configHandlers,
      route.get('*/x-api/compliance/v1/wall/regulation-info', () =>
        ok({ restrictOperate: false, regulationCountry: 'CA' }),
      ),
      route.get('*/x-api/compliance/v1/static-config', () => ok({ rules })),
    );
    const compliance = createComplianceStore({ subject: { siteId: 'BYBIT' } });

    await bootstrapPage({ locale: 'en', platform: 'pc' }, compliance);

    const state = compliance.getState();
    expect(state.subject).toEqual({ siteId: 'BYBIT', accountId: '0', regulationCountry: 'CA' });
    expect(state.ready).toBe(true);
    expect(state.actions['bonus.banner']?.action).toBe('hide');
    expect(state.actions['redeem.entry']).toBeUndefined();
  });

  it("CMP-3 the start-up calls begin after the caller's task, not inside it", async () => {
    server.use(
      ...configHandlers,
      route.get('*/x-api/compliance/v1/wall/regulation-info', () => ok({ restrictOperate: false })),
      route.get('*/x-api/compliance/v1/static-config', () => ok({ rules: [] })),
    );
    const sent = vi.spyOn(globalThis, 'fetch');
    const done = bootstrapPage(
      { locale: 'en', platform: 'pc' },
      createComplianceStore({ subject: { siteId: 'BYBIT' } }),
    );
    expect(sent).not.toHaveBeenCalled();
    await done;
    expect(
      sent.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname),
    ).toEqual(
      expect.arrayContaining(['/x-api/compliance/v1/wall/regulation-info', '/x-api/compliance/v1/static-config']),
    );
    sent.mockRestore();
  });

  it('HTTP-8 CMP-3 a start-up call that fails while the next ones wait for their task is not an unhandled rejection', async () => {
    server.use(
      ...configHandlers,
      route.get('*/x-api/compliance/v1/wall/regulation-info', () => HttpResponse.error()),
      route.get('*/x-api/compliance/v1/static-config', () => HttpResponse.error()),
    );
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    const listeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    process.on('unhandledRejection', record);
    try {
      const compliance = createComplianceStore({ subject: { siteId: 'BYBIT' } });
      await bootstrapPage({ locale: 'en', platform: 'pc' }, compliance);
      // give Node the turn in which it reports rejections nobody handled
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      expect(compliance.getState().subject.regulationCountry).toBeNull();
    } finally {
      process.off('unhandledRejection', record);
      for (const listener of listeners) process.on('unhandledRejection', listener);
    }
  });
});
