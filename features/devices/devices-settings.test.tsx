import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { isolated } from '@/components/i18n/bidi';
import { sessionEndFacts, sessionEndOthersFacts, sessionListFacts } from '@/contract/security/sessions.facts';
import { setUserToken } from '@/services/identity';
import { toasts } from '@/stores/toast-store';
import { ok } from '@/tests/msw/envelope';
import { THIS_SESSION } from '@/tests/msw/handlers/devices';
import { message, renderWithI18n } from '@/tests/support/render-with-i18n';
import { answerOn, setUpScreenTests, text } from '@/tests/support/screen-helpers';

import { DevicesSettings } from './devices-settings';

setUpScreenTests();

const device = (browser: string, os: string) =>
  text('devices', 'device', { browser: isolated(browser), os: isolated(os) });
const CHROME = device('Chrome', 'Windows');
const PHONE = device('Mobile Safari', 'iOS');
const LAPTOP = device('Firefox', 'Linux');

function renderSection(locale = 'en') {
  setUserToken('t-devices');
  const user = userEvent.setup();
  renderWithI18n(<DevicesSettings />, { locale, namespaces: ['common', 'devices', 'errors'] });
  return user;
}

describe('DevicesSettings (issue 36 item 8)', () => {
  it('issue 36 item 8 sessions, trusted devices and recent logins under their headings, the current session marked and not endable', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { level: 2, name: text('devices', 'title') })).toBeVisible();
    const sessions = await screen.findByRole('list', { name: text('devices', 'sessions.title') });
    const rows = within(sessions).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('heading', { level: 4 })).toHaveTextContent(
      `${CHROME}${text('devices', 'thisDevice')}`,
    );
    expect(rows[0]).toHaveTextContent('Germany');
    expect(rows[0]).toHaveTextContent(text('devices', 'network', { network: isolated('203.0.113.*') }));
    expect(rows[0]).toHaveTextContent(text('devices', 'sessions.activeNow'));
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(
      within(rows[1]).getByRole('button', { name: text('devices', 'sessions.endNamed', { device: PHONE }) }),
    ).toBeVisible();
    expect(rows[1]).toHaveTextContent('France');

    const trusted = await screen.findByRole('list', { name: text('devices', 'trusted.title') });
    expect(within(trusted).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(trusted).getByRole('button', { name: text('devices', 'trusted.forgetNamed', { device: LAPTOP }) }),
    ).toBeVisible();

    const logins = await screen.findByRole('list', { name: text('devices', 'history.title') });
    const events = within(logins).getAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[0]).toHaveTextContent(text('devices', 'history.results.success'));
    expect(events[0]).toHaveTextContent(text('devices', 'history.methods.password'));
    expect(events[1]).toHaveTextContent(text('devices', 'history.methods.passkey'));
    expect(events[2]).toHaveTextContent(text('devices', 'history.results.wrongPassword'));
    expect(events[2]).toHaveTextContent(text('devices', 'unknownDevice'));
  });

  it('issue 36 item 8 "End session" asks in the row, then ends it, says so and lists the sessions left', async () => {
    const ends = answerOn(sessionEndFacts, () => ok({}));
    const user = renderSection();
    const end = await screen.findByRole('button', { name: text('devices', 'sessions.endNamed', { device: PHONE }) });
    await user.click(end);
    const question = screen.getByRole('group', { name: text('devices', 'sessions.confirmEnd', { device: PHONE }) });
    await waitFor(() => expect(within(question).getByText(/./, { selector: 'p' })).toHaveFocus());
    expect(ends).toHaveLength(0);
    answerOn(sessionListFacts, () => ok({ list: [THIS_SESSION] }));
    await user.click(within(question).getByRole('button', { name: text('devices', 'sessions.confirmEndYes') }));
    const part = screen.getByTestId('sessions-part');
    // issue 39: what went through is a success toast
    await waitFor(() =>
      expect(toasts.store.getState().toasts).toContainEqual(
        expect.objectContaining({
          tone: 'success',
          translationKey: 'devices:sessions.ended',
          values: { device: PHONE },
        }),
      ),
    );
    // the row is gone: the part's heading has the focus
    await waitFor(() => expect(within(part).getByRole('heading', { level: 3 })).toHaveFocus());
    expect(ends).toHaveLength(1);
    const sessions = screen.getByRole('list', { name: text('devices', 'sessions.title') });
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText(text('devices', 'sessions.onlyThis'))).toBeVisible();
  });

  it('issue 36 item 8 "Log out everywhere else" asks, then says how many sessions ended', async () => {
    answerOn(sessionEndOthersFacts, () => ok({ ended: 2 }));
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: text('devices', 'sessions.endOthers') }));
    await user.click(screen.getByRole('button', { name: text('devices', 'sessions.confirmEndOthersYes') }));
    await waitFor(() =>
      expect(toasts.store.getState().toasts).toContainEqual(
        expect.objectContaining({
          tone: 'success',
          translationKey: 'devices:sessions.othersEnded',
          values: { count: 2 },
        }),
      ),
    );
  });

  it('issue 36 item 8 in Arabic the dates and countries are Arabic and the masked network keeps its order', async () => {
    renderSection('ar-SA');
    const sessions = await screen.findByRole('list', { name: message('ar-SA', 'devices', 'sessions.title') });
    const [first] = within(sessions).getAllByRole('listitem');
    expect(first).toHaveTextContent('ألمانيا');
    expect(first.textContent).toContain(isolated('203.0.113.*'));
    expect(first.textContent).toContain(isolated('Chrome'));
  });
});
