import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { qrGenerateFacts } from '@/contract/qrcode/generate.facts';
import { qrStatusFacts } from '@/contract/qrcode/status.facts';
import { ok } from '@/tests/msw/envelope';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { renderWithI18n } from '@/tests/support/render-with-i18n';
import { answerOn, startScreenTest, stubLocation, text } from '@/tests/support/screen-helpers';

import QrLoginPanel from './qr-login-panel';

const UUID = '3f2b8c1e-7d4a-4b6e-9f10-2a3b4c5d6e7f';
const EXPIRES = 4_102_444_800;

let endTest: () => void;
beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  stubLocation('/en/login');
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the QR panel of the login', () => {
  it('LOGIN-7 issue 39 offers the link while the code waits, and no other way in once it is scanned', async () => {
    answerOn(qrGenerateFacts, () => ok({ uuid: UUID, expire_time: EXPIRES, ttl: 120 }));
    answerOn(qrStatusFacts, () => ok({ status: 'scanned', expire_time: EXPIRES }));
    renderWithI18n(<QrLoginPanel locale="en" onSession={async () => undefined} />, {
      namespaces: ['common', 'login', 'errors'],
    });

    expect(await screen.findByRole('link', { name: text('login', 'qr.openLink') })).toBeInTheDocument();
    expect(screen.getByText(text('login', 'qr.orOpen'), { exact: false })).toBeInTheDocument();
    // the first poll (QR_POLL_MS) answers "scanned"
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text('login', 'qr.scanned')), {
      timeout: 5_000,
    });
    expect(screen.queryByRole('link', { name: text('login', 'qr.openLink') })).toBeNull();
    expect(screen.queryByText(text('login', 'qr.orOpen'), { exact: false })).toBeNull();
  }, 10_000);
});
