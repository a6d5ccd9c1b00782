import { describe, expect, it } from 'vitest';

import {
  advanceQrProgress,
  asksAgain,
  countryName,
  isPolling,
  isQrConfirmUrl,
  nextQrState,
  qrAccountName,
  qrConfirmLoginHref,
  qrConfirmRefusal,
  qrConfirmUrl,
  qrImageSrc,
  qrPanelState,
  requestTime,
  qrStatusFailure,
  qrUuidOf,
  type QrPanelState,
  type ShownQrCode,
} from '@/features/login/qr-flow';
import { networkFailure, refusal } from '@/tests/support/request-errors';

const UUID = '3f2b8c1e-7d4a-4b6e-9f10-2a3b4c5d6e7f';
const shown: QrPanelState = { kind: 'shown', uuid: UUID, url: 'u', expiresAt: 1 };

describe('LOGIN-7 QR-code login (pure)', () => {
  it('LOGIN-7 the code carries the confirm page of this site with its uuid, and the page reads it back', () => {
    const url = qrConfirmUrl('https://www.example.com', 'zh-TW', UUID);
    expect(url).toBe(`https://www.example.com/zh-TW/qrcode/confirm?uuid=${UUID}`);
    expect(qrUuidOf(new URL(url).search)).toBe(UUID);
    expect(qrUuidOf(`?uuid=${UUID.toUpperCase()}`)).toBe(UUID);
  });

  it.each(['', '?uuid=', '?uuid=abc', `?uuid=${UUID}x`, '?uuid=../../etc'])('LOGIN-7 %j names no code', (search) => {
    expect(qrUuidOf(search)).toBeNull();
  });

  it('LOGIN-7 the server draws the confirm page of the host asked, in a language, for one uuid', () => {
    expect(isQrConfirmUrl(qrConfirmUrl('https://www.example.com', 'zh-TW', UUID), 'www.example.com')).toBe(true);
    expect(isQrConfirmUrl(qrConfirmUrl('http://localhost:3100', 'en', UUID), 'localhost:3100')).toBe(true);
    expect(isQrConfirmUrl(qrConfirmUrl('https://eu.example.com', 'en-EU', UUID), 'EU.example.com')).toBe(true);
    expect(qrImageSrc(`https://www.example.com/en/qrcode/confirm?uuid=${UUID}`)).toBe(
      `/api/qr-code?text=https%3A%2F%2Fwww.example.com%2Fen%2Fqrcode%2Fconfirm%3Fuuid%3D${UUID}`,
    );
  });

  it.each([
    ['another host', `https://evil.example/en/qrcode/confirm?uuid=${UUID}`],
    ['another page', `https://www.example.com/en/login?uuid=${UUID}`],
    ['no language', `https://www.example.com/qrcode/confirm?uuid=${UUID}`],
    ['an unknown language', `https://www.example.com/xx-XX/qrcode/confirm?uuid=${UUID}`],
    ['a second parameter', `https://www.example.com/en/qrcode/confirm?uuid=${UUID}&next=https://evil.example`],
    ['no uuid', 'https://www.example.com/en/qrcode/confirm?uuid=abc'],
    ['a fragment', `https://www.example.com/en/qrcode/confirm?uuid=${UUID}#x`],
    ['credentials', `https://user:pw@www.example.com/en/qrcode/confirm?uuid=${UUID}`],
    ['another scheme', `javascript://www.example.com/en/qrcode/confirm?uuid=${UUID}`],
    ['no URL', 'hello'],
    ['a long text', `https://www.example.com/en/qrcode/confirm?uuid=${UUID}${'x'.repeat(300)}`],
  ])('LOGIN-7 the server draws no code for %s', (_, text) => {
    expect(isQrConfirmUrl(text, 'www.example.com')).toBe(false);
  });

  it('LOGIN-7 new keeps the code; scanned dims it; confirmed signs in; cancelled and expired end it', () => {
    expect(nextQrState(shown, { status: 'new', expire_time: 0 })).toBe(shown);
    const scanned = nextQrState(shown, { status: 'scanned', expire_time: 0 });
    expect(scanned).toEqual({ ...shown, kind: 'scanned' });
    expect(nextQrState(scanned, { status: 'cancelled', expire_time: 0 })).toEqual({ kind: 'cancelled' });
    expect(nextQrState(scanned, { status: 'expired', expire_time: 0 })).toEqual({ kind: 'expired' });
    expect(
      nextQrState(scanned, {
        status: 'confirmed',
        token: 't',
        user_id: 1,
        uid: '1',
        is_new_user: false,
        use_thirdparty: false,
        tg_bind_result: '',
      }),
    ).toEqual({ kind: 'signing-in' });
    // an answer arriving after the code ended changes nothing
    expect(nextQrState({ kind: 'expired' }, { status: 'scanned', expire_time: 0 })).toEqual({ kind: 'expired' });
  });

  it('LOGIN-7 only a shown or scanned code is polled', () => {
    expect(isPolling(shown)).toBe(true);
    expect(isPolling({ ...shown, kind: 'scanned' })).toBe(true);
    for (const kind of ['loading', 'signing-in', 'expired', 'cancelled', 'failed'] as const) {
      expect(isPolling({ kind })).toBe(false);
    }
  });

  it('LOGIN-7 the device country is named in the page language', () => {
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('', 'en')).toBe('');
    expect(countryName('gb<', 'en')).toBe('');
  });

  it('LOGIN-7 the time the code was asked for reads in the page language; an unreadable one is left out', () => {
    expect(requestTime('2026-11-27T14:03:00.000Z', 'en', 'UTC')).toBe('Nov 27, 2026, 2:03 PM');
    expect(requestTime('2026-11-27T14:03:00.000Z', 'de-DE', 'UTC')).toBe('27.11.2026, 14:03');
    expect(requestTime('not a time', 'en')).toBe('');
  });

  const code: ShownQrCode = { uuid: UUID, url: 'u', expiresAt: 1 };

  it('LOGIN-7 the panel: loading, then the code, or what polling learnt of that code (never of an earlier one)', () => {
    expect(qrPanelState({ status: 'loading', data: code }, null)).toEqual({ kind: 'loading' });
    expect(qrPanelState({ status: 'failed' }, null)).toEqual({ kind: 'failed' });
    expect(qrPanelState({ status: 'done', data: code }, null)).toEqual({ kind: 'shown', ...code });
    expect(qrPanelState({ status: 'done', data: code }, { uuid: UUID, state: { kind: 'expired' } })).toEqual({
      kind: 'expired',
    });
    const other = { ...code, uuid: 'another' };
    expect(qrPanelState({ status: 'done', data: other }, { uuid: UUID, state: { kind: 'expired' } })).toEqual({
      kind: 'shown',
      ...other,
    });
  });

  it('LOGIN-7 polling goes on from what it knew of the same code; after new and scanned it asks again', () => {
    const scanned = advanceQrProgress(null, code, { status: 'scanned', expire_time: 0 });
    expect(scanned).toEqual({ uuid: UUID, state: { ...code, kind: 'scanned' } });
    expect(advanceQrProgress(scanned, code, { status: 'new', expire_time: 0 })).toEqual(scanned);
    expect(
      advanceQrProgress({ uuid: 'old', state: { kind: 'expired' } }, code, { status: 'new', expire_time: 0 }),
    ).toEqual({
      uuid: UUID,
      state: { kind: 'shown', ...code },
    });
    expect(asksAgain({ status: 'new', expire_time: 0 })).toBe(true);
    expect(asksAgain({ status: 'scanned', expire_time: 0 })).toBe(true);
    expect(asksAgain({ status: 'cancelled', expire_time: 0 })).toBe(false);
    expect(asksAgain({ status: 'expired', expire_time: 0 })).toBe(false);
  });

  it('LOGIN-7 HTTP-8 a status question refused with 33101 ends the code; no answer at all asks again', () => {
    expect(qrStatusFailure(refusal(33101, 'qrcode'))).toEqual({ kind: 'expired' });
    expect(qrStatusFailure(networkFailure('qrcode'))).toBeNull();
    expect(qrStatusFailure(new Error('bug'))).toBeNull();
  });

  it('LOGIN-7 the confirm page tells an expired and an already answered code as its end; other refusals are not', () => {
    expect(qrConfirmRefusal(refusal(33101, 'qrcode'))).toEqual({ kind: 'expired' });
    expect(qrConfirmRefusal(refusal(33102, 'qrcode'))).toEqual({ kind: 'handled' });
    expect(qrConfirmRefusal(refusal(10016, 'qrcode'))).toBeNull();
    expect(qrConfirmRefusal(new Error('bug'))).toBeNull();
  });

  it('LOGIN-7 signed out, the confirm page offers the login that comes back to it; signed in, it names the account', () => {
    expect(qrConfirmLoginHref('de-DE', `/de-DE/qrcode/confirm?uuid=${UUID}`)).toBe(
      `/de-DE/login?redirect_url=${encodeURIComponent(`/de-DE/qrcode/confirm?uuid=${UUID}`)}`,
    );
    expect(qrAccountName({ vague_email: 'al***@x.test', vague_mobile: '+44***12', username: 'alice' })).toBe(
      'al***@x.test',
    );
    expect(qrAccountName({ vague_email: '', vague_mobile: '+44***12', username: 'alice' })).toBe('+44***12');
    expect(qrAccountName({ vague_email: '', vague_mobile: '', username: 'alice' })).toBe('alice');
    expect(qrAccountName(null)).toBe('');
  });
});
