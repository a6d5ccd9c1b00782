import { describe, expect, it } from 'vitest';

import { securityNotice, type NoticeFacts, type SecurityChange } from './notices';

const FACTS: NoticeFacts = {
  at: new Date('2026-11-29T08:05:09Z'),
  device: 'Chrome on Windows',
  network: '203.0.113.*',
  country: 'TR',
  account: 'ow***@example.com',
  resetLink: 'https://www.example.test/app/user/retrieve',
  recoverLink: 'https://www.example.test/app/user/security-item-find',
  settingsLink: 'https://www.example.test/app/user/account-info',
};

const EVERY_CHANGE: SecurityChange[] = [
  'totpOn',
  'totpOff',
  'totpReplaced',
  'emailCodesOn',
  'emailCodesOff',
  'smsCodesOn',
  'smsCodesOff',
  'passkeyAdded',
  'passkeyRemoved',
  'recoveryCodesRenewed',
  'deviceTrusted',
  'deviceForgotten',
  'sessionsEnded',
  'passwordChanged',
  'secondFactorsOff',
];

describe('security notices (issue 36 item 4)', () => {
  it.each(EVERY_CHANGE)(
    'issue 36 item 4: a %s notice names the time, device, network, country, account and what to do',
    (change) => {
      const { subject, body } = securityNotice(change, FACTS);
      expect(subject).not.toBe('');
      expect(body).toContain('When: 2026-11-29 08:05 UTC');
      expect(body).toContain('Device: Chrome on Windows (203.0.113.*, TR)');
      expect(body).toContain('Account: ow***@example.com');
      expect(body).toContain(FACTS.resetLink);
      expect(body).toContain(FACTS.recoverLink);
    },
  );

  it('issue 36 item 4: a passkey is named; removed passkeys link to adding one again', () => {
    expect(securityNotice('passkeyAdded', { ...FACTS, passkeyName: 'Laptop' }).body).toContain('named "Laptop"');
    const reset = securityNotice('passwordChanged', { ...FACTS, passkeysRemoved: 2 }).body;
    expect(reset).toContain('Your 2 passkeys were removed');
    expect(reset).toContain(FACTS.settingsLink);
    expect(securityNotice('passwordChanged', FACTS).body).not.toContain('passkey');
  });

  it('issue 36 item 4: how many sessions were ended, in words for one', () => {
    expect(securityNotice('sessionsEnded', { ...FACTS, sessionsEnded: 1 }).body).toContain('One session');
    expect(securityNotice('sessionsEnded', { ...FACTS, sessionsEnded: 3 }).body).toContain('3 sessions');
  });

  it('issue 36 item 4: an unknown network or country is left out, not shown empty', () => {
    expect(securityNotice('totpOn', { ...FACTS, network: '', country: '' }).body).toContain(
      'Device: Chrome on Windows\n',
    );
  });
});
