import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { RouteScreen } from '@/components/page/route-screen';
import { selfUnbindCheckFacts } from '@/contract/self-unblock/check.facts';
import { selfUnbindSendCodeFacts } from '@/contract/self-unblock/send-code.facts';
import { selfUnbindUnblockFacts } from '@/contract/self-unblock/unblock.facts';
import { SelfUnblockScreen } from '@/features/login/self-unblock-screen';
import type { SelfUnbindState } from '@/services/api/self-unblock';
import { ok } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { renderWithI18n } from '@/tests/support/render-with-i18n';
import {
  answerOn,
  pageContext,
  startScreenTest,
  stubLocation,
  text,
  webConfigAnswer,
} from '@/tests/support/screen-helpers';

const BANNED: SelfUnbindState = {
  is_self_help_baned: true,
  baned_time: 1_700_000_000,
  unblock_time: 1_700_086_400,
  can_unblock: true,
  send_to: 'al***@example.test',
  channel: 'email',
};

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer());
  stubLocation('/en/self-unblock?fromScene=login');
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

/** /self-unblock as its page renders it: the steps title the page. */
function renderPage() {
  return renderWithI18n(
    <RouteScreen path="/self-unblock" titledBySteps>
      <SelfUnblockScreen page={pageContext({ path: '/self-unblock' })} />
    </RouteScreen>,
    { namespaces: ['common', 'auth', 'errors', 'unblock'] },
  );
}

/** "Step n of 2: title", as the indicator names its current step. */
function stepName(current: number, title: string) {
  return text('auth', 'steps.countNamed')
    .replace('{{current, number}}', String(current))
    .replace('{{total, number}}', '2')
    .replace('{{title}}', title);
}

function currentStep() {
  return document.querySelector('.step-track [aria-current="step"]');
}

describe('SelfUnblockScreen', () => {
  it('SEC-3 issue 39 nothing to lift: the route titles the page, one h1, no step indicator', async () => {
    renderPage();
    expect(await screen.findByText(text('unblock', 'noRequest'))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('unblock', 'selfUnblock.title'));
    expect(currentStep()).toBeNull();
  });

  it('SEC-3 issue 39 the two steps: "Step 1 of 2" sends the code, "Step 2 of 2" is the one h1 with Back; Back waits for the countdown', async () => {
    document.cookie = 'self_unbind_token=unbind-token-1; path=/';
    answerOn(selfUnbindCheckFacts, () => ok(BANNED));
    const sends = answerOn(selfUnbindSendCodeFacts, () => ok({}));
    answerOn(selfUnbindUnblockFacts, () => ok({}));
    renderPage();
    const user = userEvent.setup();

    const send = await screen.findByRole('button', { name: text('unblock', 'sendCode') });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('unblock', 'selfUnblock.title'));
    expect(currentStep()).toHaveTextContent(stepName(1, text('unblock', 'selfUnblock.title')));
    expect(screen.queryByRole('button', { name: text('auth', 'actions.back') })).toBeNull();

    await user.click(send);
    const heading = await screen.findByRole('heading', { level: 1, name: text('unblock', 'codeTitle') });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(currentStep()).toHaveTextContent(stepName(2, text('unblock', 'codeTitle')));
    expect(heading.closest('.auth-card')).toHaveTextContent(BANNED.send_to);
    expect(screen.getByRole('textbox', { name: text('auth', 'fields.code') })).toBeInTheDocument();
    // the lead of the first step is not repeated on the code step
    expect(screen.queryByText(text('unblock', 'selfUnblock.lead'))).toBeNull();
    await waitFor(() => expect(document.URL).toContain('step=code'));

    await user.click(screen.getByRole('button', { name: text('auth', 'actions.back') }));
    await screen.findByRole('heading', { level: 1, name: text('unblock', 'selfUnblock.title') });
    expect(currentStep()).toHaveTextContent(stepName(1, text('unblock', 'selfUnblock.title')));
    // the code just sent: another only after the countdown
    const again = within(document.querySelector('.auth-form') as HTMLElement).getByRole('button', {
      name: /\d/,
    });
    expect(again).toBeDisabled();
    // the code already sent is still usable: on to it without another
    await user.click(screen.getByRole('button', { name: text('unblock', 'codeTitle') }));
    await screen.findByRole('heading', { level: 1, name: text('unblock', 'codeTitle') });
    expect(sends).toHaveLength(1);
  });
});
