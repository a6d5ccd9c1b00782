import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { PageServiceNotice } from '@/components/errors/service-notice';
import { oauthAuthorizeFacts } from '@/contract/oauth/authorize.facts';
import { oauthConfirmAuthFacts } from '@/contract/oauth/confirm-auth.facts';
import { ConsentScreen } from '@/features/oauth/consent-screen';
import { setUserToken } from '@/services/identity';
import { apiStatus } from '@/stores/api-status';
import { ok, retCode } from '@/tests/msw/envelope';
import { OAUTH_CONSENT, OAUTH_REDIRECT_URI, oauthHandlers } from '@/tests/msw/handlers/oauth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import {
  answerOn,
  pageContext,
  renderScreen,
  startScreenTest,
  stubLocation,
  text,
  visibleToasts,
} from '@/tests/support/screen-helpers';

const TOKEN = 'session-token-1001';
const REQUEST = {
  response_type: 'code',
  client_id: OAUTH_CONSENT.client.client_id,
  redirect_uri: OAUTH_REDIRECT_URI,
  scope: 'openid email read:account',
  state: 'state-42',
};
const QUERY = `?${new URLSearchParams(REQUEST).toString()}`;

let endTest: () => void;
let location: ReturnType<typeof stubLocation>;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(...oauthHandlers);
  location = stubLocation(`/en/oauth${QUERY}`);
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The consent page as the shell shows it: the page's service notice above the screen (components/layout/app-shell.tsx). */
function renderConsent() {
  const user = userEvent.setup();
  renderScreen(
    <>
      <PageServiceNotice />
      <ConsentScreen page={pageContext({ path: '/oauth' })} />
    </>,
  );
  return user;
}

const oauthText = (key: string, values?: Readonly<Record<string, string>>) => text('oauth', key, values);
const consentHeading = () =>
  screen.findByRole('heading', { name: oauthText('consent.wantsAccess', { client: OAUTH_CONSENT.client.name }) });

function expectNoNavigation() {
  expect(location.assign).not.toHaveBeenCalled();
  expect(location.replace).not.toHaveBeenCalled();
}

describe('ConsentScreen signed out', () => {
  it('OAUTH-4 sends the visitor to /oauth-login with the same query and asks the api nothing', async () => {
    const authorizations = answerOn(oauthAuthorizeFacts, () => ok(OAUTH_CONSENT));
    renderConsent();

    await waitFor(() => expect(location.replace).toHaveBeenCalledWith(`/en/oauth-login${QUERY}`));
    expect(location.assign).not.toHaveBeenCalled();
    expect(authorizations).toHaveLength(0);
  });
});

describe('ConsentScreen signed in', () => {
  beforeEach(() => setUserToken(TOKEN));

  it('OAUTH-3 issue 39 each permission is a row with its icon; with the full email asked, the profile leaves out the masked one', async () => {
    answerOn(oauthAuthorizeFacts, () => ok({ ...OAUTH_CONSENT, scopes: ['openid', 'profile', 'email'] }));
    renderConsent();

    await consentHeading();
    const rows = within(screen.getByRole('list', { name: text('oauth', 'consent.scopesTitle') })).getAllByRole(
      'listitem',
    );
    expect(rows.map((item) => item.textContent)).toEqual([
      oauthText('scopes.openid'),
      oauthText('scopes.profileWithoutEmail'),
      oauthText('scopes.email'),
    ]);
    for (const row of rows) expect(row.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('OAUTH-2 OAUTH-3 names the client and the scopes in words; approve posts the request and returns to the client with the code', async () => {
    const authorizations = answerOn(oauthAuthorizeFacts, () => ok(OAUTH_CONSENT));
    const confirmations = answerOn(oauthConfirmAuthFacts, () =>
      ok({ redirect_uri: `${OAUTH_REDIRECT_URI}?code=auth-code-1&state=${REQUEST.state}` }),
    );
    const user = renderConsent();

    await consentHeading();
    expect(authorizations[0].headers.get('UserToken')).toBe(TOKEN);
    expect(Object.fromEntries(authorizations[0].url.searchParams)).toEqual(REQUEST);
    expect(screen.getByText(oauthText('consent.signedInAs', { account: 'al***@example.test' }))).toBeInTheDocument();
    const scopes = within(screen.getByRole('list', { name: text('oauth', 'consent.scopesTitle') })).getAllByRole(
      'listitem',
    );
    expect(scopes.map((item) => item.textContent)).toEqual([
      oauthText('scopes.openid'),
      oauthText('scopes.email'),
      oauthText('scopes.read_account'),
    ]);
    expect(
      screen.getByText(oauthText('consent.redirectNote', { origin: OAUTH_CONSENT.redirect_origin })),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: oauthText('consent.approve') }));

    await waitFor(() =>
      expect(location.assign).toHaveBeenCalledWith(`${OAUTH_REDIRECT_URI}?code=auth-code-1&state=${REQUEST.state}`),
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].body).toEqual({ ...REQUEST, approve: true });
    expect(screen.getByText(oauthText('consent.leaving'))).toHaveAttribute('role', 'status');
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('OAUTH-3 deny posts approve false and returns to the client with access_denied', async () => {
    const confirmations = answerOn(oauthConfirmAuthFacts, () =>
      ok({ redirect_uri: `${OAUTH_REDIRECT_URI}?error=access_denied&state=${REQUEST.state}` }),
    );
    const user = renderConsent();

    await consentHeading();
    await user.click(screen.getByRole('button', { name: oauthText('consent.deny') }));

    await waitFor(() =>
      expect(location.assign).toHaveBeenCalledWith(`${OAUTH_REDIRECT_URI}?error=access_denied&state=${REQUEST.state}`),
    );
    expect(confirmations[0].body).toEqual({ ...REQUEST, approve: false });
  });

  it('OAUTH-3 ERR-6 a redirect URI the api does not trust shows the error page and never navigates', async () => {
    answerOn(oauthAuthorizeFacts, () =>
      retCode(50011, 'redirect_uri is missing or not registered for this client', {
        error: 'invalid_request',
        error_description: 'redirect_uri is not registered for this client',
      }),
    );
    renderConsent();

    const page = await screen.findByRole('heading', { name: oauthText('errors.invalidRedirect.title') });
    const card = page.closest('[role="alert"]') as HTMLElement;
    expect(card).toHaveTextContent(oauthText('errors.invalidRedirect.text'));
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: oauthText('consent.approve') })).not.toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(0);
    expectNoNavigation();
  });

  it('OAUTH-3 a request error offers the way back the api answered, without going there by itself', async () => {
    const back = `${OAUTH_REDIRECT_URI}?error=invalid_scope&state=${REQUEST.state}`;
    answerOn(oauthAuthorizeFacts, () =>
      retCode(50013, 'Invalid scope', { error: 'invalid_scope', error_description: 'unknown scope', redirect: back }),
    );
    renderConsent();

    await screen.findByRole('heading', { name: oauthText('errors.badRequest.title') });
    expect(screen.getByRole('link', { name: oauthText('errors.badRequest.back') })).toHaveAttribute('href', back);
    expectNoNavigation();
  });

  it('HTTP-8 the api down: the page says so, nothing navigates, and the request is checked again once it is back', async () => {
    answerOn(oauthAuthorizeFacts, () => HttpResponse.error());
    renderConsent();

    expect(await screen.findByTestId('service-notice')).toHaveTextContent(text('common', 'unreachable'));
    expect(screen.getByText(oauthText('consent.checking'))).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: oauthText('consent.approve') })).not.toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(0);
    expectNoNavigation();

    answerOn(oauthAuthorizeFacts, () => ok(OAUTH_CONSENT));
    await act(() => apiStatus.retryNow());

    await consentHeading();
    expect(screen.queryByTestId('service-notice')).not.toBeInTheDocument();
    expectNoNavigation();
  });
});
