import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';

import { ToastViewport } from '@/components/toasts/toast-viewport';
import type { Namespace } from '@/config/i18n';
import { webConfigFacts } from '@/contract/config/web.facts';
import { sendsQuery, type Endpoint, type Facts } from '@/contract/endpoint';
import type { EncryptedPassword } from '@/services/auth/password-encryption';
import type { CaptchaRunner } from '@/services/captcha/captcha-runner';
import type { PageCaptchaOptions } from '@/services/captcha/page-captcha';
import { magpiePayload } from '@/services/captcha/payloads';
import { http as client } from '@/services/http';
import type { PageContextProps } from '@/services/page-props';
import { apiStatus } from '@/stores/api-status';
import { ComplianceProvider } from '@/stores/compliance-context';
import type { ComplianceSeed } from '@/stores/compliance-store';
import { webConfig } from '@/stores/config-store';
import { connectHttpReactions } from '@/stores/http-reactions';
import { toasts } from '@/stores/toast-store';
import { answer } from '@/tests/msw/answer';
import { ok } from '@/tests/msw/envelope';
import { WEB_CONFIG } from '@/tests/msw/handlers/config';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { clearBrowserStorage } from '@/tests/support/browser-storage';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';

/** The namespaces the sign-in screens read (pages/login etc. load the same ones). */
const SCREEN_NAMESPACES: readonly Namespace[] = [
  'common',
  'auth',
  'login',
  'register',
  'errors',
  'oauth',
  'dialogs',
  'passkey',
];

export function pageContext(overrides: Partial<PageContextProps> = {}): PageContextProps {
  return {
    site: 'BYBIT',
    platform: 'pc',
    locale: 'en',
    path: '/login',
    quickLogin: false,
    adScriptUrl: null,
    monitorScriptUrl: null,
    contentLinks: [],
    cookieConsent: false,
    tokenCookie: null,
    phonePermission: null,
    ...overrides,
  };
}

/** An English text of the locale files, its {{placeholders}} filled in. */
export function text(ns: Namespace, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  return message('en', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/**
 * A screen as a page shows it: inside the app's translations and compliance
 * store (seeded as the shell's bootstrap would fill it), with the toasts the
 * shell renders.
 */
export function renderScreen(ui: ReactElement, { compliance }: { readonly compliance?: ComplianceSeed } = {}) {
  return renderWithI18n(
    <ComplianceProvider initialState={compliance}>
      {ui}
      <ToastViewport />
    </ComplianceProvider>,
    { namespaces: SCREEN_NAMESPACES },
  );
}

/** The toasts on screen (the shell's viewport). */
export function visibleToasts(): HTMLElement[] {
  return within(screen.getByRole('status', { name: text('common', 'notifications') })).queryAllByRole('listitem');
}

/** A stand-in for the environment's key: the encryption is stubbed (see passwordEncryptionStub). */
export const TEST_PUBLIC_KEY = '-----BEGIN PUBLIC KEY-----\ntest-key\n-----END PUBLIC KEY-----';

/** POST /v3/config/web as server/routes/config.ts answers it: result.data[] {name, value}. */
export function webConfigAnswer(entries: Readonly<Record<string, string>> = {}) {
  const data = [
    ...WEB_CONFIG,
    { name: 'rsa_public_key', value: TEST_PUBLIC_KEY },
    { name: 'captcha_order', value: '["magpie","geecaptcha","recaptcha","qqcatpcha"]' },
    ...Object.entries(entries).map(([name, value]) => ({ name, value })),
  ];
  return answer(webConfigFacts, () => ok({ data }));
}

export interface SeenCall {
  readonly url: URL;
  readonly headers: Headers;
  /** the JSON body of a POST; undefined for a GET */
  readonly body: Record<string, unknown> | undefined;
}

/** Answers an endpoint, by its contract facts, with `answer`, remembering each call and its body. */
export function answerOn(facts: Facts<Endpoint>, respond: (call: SeenCall) => Response): SeenCall[] {
  const calls: SeenCall[] = [];
  server.use(
    answer(facts, async ({ request }) => {
      const body = sendsQuery(facts.method) ? undefined : ((await request.clone().json()) as Record<string, unknown>);
      const call = { url: new URL(request.url), headers: request.headers, body };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

/** Resolves once the web configuration arrived, as a page has it before anyone can submit. */
export async function webConfigReady(): Promise<void> {
  await waitFor(() => expect(webConfig.store.getState().status).toBe('ready'));
}

/**
 * jsdom cannot navigate, and its Location is unforgeable (assign and
 * replace cannot be spied on): the global is replaced by a stand-in with the
 * same URL parts and spies for the two ways a screen leaves.
 */
export function stubLocation(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
  // document.URL: jsdom's own, also when an earlier stand-in is in place
  const url = new URL(document.URL);
  const assign = vi.fn<(to: string | URL) => void>();
  const replace = vi.fn<(to: string | URL) => void>();
  vi.stubGlobal('location', {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign,
    replace,
    reload: vi.fn(),
  });
  return { assign, replace };
}

/**
 * What a page does before a screen mounts, reset per test: the request
 * layer reports to the toasts and the api status (stores/app-bootstrap.ts),
 * nothing cached, no web configuration yet, no cookie.
 */
export function startScreenTest(): () => void {
  clearBrowserStorage();
  client.cache.deleteWhere(() => true);
  webConfig.store.setState({ status: 'idle', web: {} });
  const disconnect = connectHttpReactions();
  return () => {
    // unmounted first: the resets below must not reach a screen still on the page
    cleanup();
    disconnect();
    apiStatus.markReachable();
    toasts.store.setState({ toasts: [], lastShown: {} });
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    clearBrowserStorage();
  };
}

/**
 * The module of '@/services/captcha/page-captcha' with a runner that solves
 * at once: the in-house captcha is a real proof-of-work (seconds of CPU) with
 * its own tests (services/captcha/*.test.ts); here only
 * its payload matters, and that it reaches the request.
 */
export function pageCaptchaStub() {
  return {
    createPageCaptcha: ({ scene }: PageCaptchaOptions): CaptchaRunner => {
      const payload = magpiePayload(`solved-${scene}`, scene);
      return { show: async () => payload, runWithCaptcha: async (action) => action(payload), running: false };
    },
  };
}

/**
 * The module of '@/services/auth/password-encryption' with a readable
 * stand-in: the real one needs the environment's RSA key and answers a
 * random cipher (services/auth/password-encryption.test.ts covers it); this
 * lets a test see that the typed password, encrypted, is what was sent.
 */
export function passwordEncryptionStub() {
  return {
    encryptPassword: async (password: string, publicKeyPem: string): Promise<EncryptedPassword> => {
      if (!publicKeyPem) throw new Error('no public key to encrypt the password with');
      return { encrypt_password: `rsa(${password})`, encrypt_timestamp: '1700000000000' };
    },
  };
}

/** A file of screen or hook tests: MSW listening, and startScreenTest's reset around every test. */
export function setUpScreenTests(): void {
  let endTest: () => void;
  beforeAll(() => server.listen(LISTEN_OPTIONS));
  beforeEach(() => {
    endTest = startScreenTest();
  });
  afterEach(() => {
    endTest();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}
