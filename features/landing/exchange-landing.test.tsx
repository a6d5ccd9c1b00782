import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { RET_CODES } from '@/contract/ret-codes';
import { sessionListFacts } from '@/contract/security/sessions.facts';
import { userProfileFacts } from '@/contract/user/profile.facts';
import { fetchSessions } from '@/services/api/devices';
import { setUserToken } from '@/services/identity';
import { toasts } from '@/stores/toast-store';
import { retCode } from '@/tests/msw/envelope';
import { renderWithI18n } from '@/tests/support/render-with-i18n';
import { answerOn, pageContext, setUpScreenTests, text } from '@/tests/support/screen-helpers';

import { ExchangeLanding } from './exchange-landing';

setUpScreenTests();
afterEach(() => toasts.store.setState({ toasts: [], lastShown: {} }));

function renderLanding() {
  renderWithI18n(
    <ExchangeLanding page={pageContext({ path: '/app/user/account-info' })}>
      <p>settings</p>
    </ExchangeLanding>,
    { namespaces: ['common', 'landing', 'errors'] },
  );
}

describe('ExchangeLanding (issue 36 item 8)', () => {
  it('issue 36 item 8 a browser whose session was ended elsewhere is told it was logged out when the page opens', async () => {
    setUserToken('t-ended');
    answerOn(userProfileFacts, () => retCode(RET_CODES.sessionInvalid, 'Session expired'));
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: text('landing', 'signedOut') })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(text('landing', 'sessionEnded'));
    expect(screen.queryByText('settings')).toBeNull();
  });

  it('issue 36 item 8 a page already open says so at its next call refused for an ended session, and hides the settings', async () => {
    setUserToken('t-live');
    renderLanding();
    expect(await screen.findByTestId('landing-account')).toBeVisible();
    expect(screen.getByText('settings')).toBeVisible();
    answerOn(sessionListFacts, () => retCode(RET_CODES.sessionInvalid, 'Session expired'));
    await act(async () => {
      await expect(fetchSessions()).rejects.toMatchObject({ code: RET_CODES.sessionInvalid });
    });
    expect(await screen.findByRole('heading', { level: 1, name: text('landing', 'signedOut') })).toBeVisible();
    expect(screen.getByTestId('landing-session-ended')).toHaveTextContent(text('landing', 'sessionEnded'));
    expect(screen.queryByText('settings')).toBeNull();
  });

  it('issue 36 item 8 a visitor who never had a session is only told they are not logged in', async () => {
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: text('landing', 'signedOut') })).toBeVisible();
    expect(screen.queryByTestId('landing-session-ended')).toBeNull();
  });
});

describe('ExchangeLanding signed in (issue 39)', () => {
  it('issue 39 welcomes the person, with the security settings and Log out as two actions apart in one row', async () => {
    setUserToken('t-live');
    renderWithI18n(<ExchangeLanding page={pageContext({ path: '/dashboard' })} />, {
      namespaces: ['common', 'landing', 'errors'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: text('landing', 'title') })).toBeVisible();
    const security = screen.getByRole('link', { name: text('landing', 'security') });
    const logout = screen.getByRole('button', { name: text('landing', 'logout') });
    // one row of actions, each a button (no link underline), the first the main one
    expect(security.parentElement).toBe(logout.parentElement);
    expect(security.parentElement).toHaveClass('landing-actions');
    expect(security).toHaveClass('auth-button', 'auth-button-primary');
    expect(logout).toHaveClass('auth-button', 'auth-button-default');
  });
});
