import { describe, expect, it } from 'vitest';

import { hashToken } from '@/server/auth/sessions';
import { maskEmail, maskMobile } from '@/server/user/mask';

import { describeEachDriver } from './harness';
import { auth, createUser, DEMO_UID, get, post, tokenFor } from './helpers';

interface Profile {
  id: number;
  uid: string;
  username: string;
  vague_email: string;
  vague_mobile: string;
  email_verified: boolean;
  mobile_verified: boolean;
  has_google2fa: boolean;
  lang: string;
  status: number;
  attribution: Record<string, unknown> | null;
}
interface MemberInfo {
  kyc_person_level: number;
  member_tag: { KYC: number };
}

const PROFILE = '/x-api/v2/private/user/profile';
const MEMBER = '/x-api/user/private/member/info';
const BIND_GET = '/x-api/user/private/one_people_bind/get';
const BIND_SET = '/x-api/user/private/one_people_bind/set';

describe('masking', () => {
  it('LOGIN-10 maskEmail keeps two letters of the local part and the domain', () => {
    expect(maskEmail('demo@example.com')).toBe('de***@example.com');
    expect(maskEmail('abc@x.io')).toBe('ab***@x.io');
  });

  it('LOGIN-10 maskEmail keeps one letter of short local parts and never the whole of it', () => {
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('LOGIN-10 maskEmail answers empty for no email and *** for a malformed one', () => {
    expect(maskEmail(null)).toBe('');
    expect(maskEmail(undefined)).toBe('');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('nobody')).toBe('***');
    expect(maskEmail('@x.io')).toBe('***');
    expect(maskEmail('a@')).toBe('***');
  });

  it('LOGIN-10 maskMobile keeps the first three and last four digits of a long number', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('7700 900-123')).toBe('770****0123');
    expect(maskMobile('12345678')).toBe('123****5678');
  });

  it('LOGIN-10 maskMobile keeps only the last two digits of a short number', () => {
    expect(maskMobile('1234567')).toBe('****67');
    expect(maskMobile('123')).toBe('****23');
    expect(maskMobile('12')).toBe('****');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('--')).toBe('');
  });
});

describeEachDriver('user endpoints', (h) => {
  describe('GET profile', () => {
    it('LOGIN-10 answers the signed-in user with id > 0 and masked contacts', async () => {
      const token = await tokenFor(h.db, DEMO_UID);
      const { status, body } = await get<Profile>(h.app, PROFILE, auth(token));
      expect(status).toBe(200);
      expect(body.ret_code).toBe(0);
      expect(body.result).toEqual({
        id: expect.any(Number),
        uid: DEMO_UID,
        username: 'demo',
        vague_email: 'de***@example.com',
        vague_mobile: '',
        email_verified: true,
        mobile_verified: false,
        has_google2fa: false,
        lang: 'en',
        status: 1,
        // AFF-1: the demo account was made by the seed, not by a sign-up
        attribution: null,
      });
      expect(body.result.id).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toContain('demo@example.com');
    });

    it('LOGIN-10 answers the account of the token, not another one', async () => {
      const user = await createUser(h.db, { email: 'someone@example.org', mobile: '13812345678', countryCode: '86' });
      const token = await tokenFor(h.db, user.uid);
      const { body } = await get<Profile>(h.app, PROFILE, auth(token));
      expect(body.result).toMatchObject({
        id: user.id,
        uid: user.uid,
        vague_email: 'so***@example.org',
        vague_mobile: '138****5678',
      });
    });

    it('LOGIN-10 no token, an unknown token or an expired session answer HTTP 200 with 10006', async () => {
      const token = await tokenFor(h.db, DEMO_UID);
      await h.db.query("update sessions set expires_at = now() - interval '1 second' where token_hash = $1", [
        hashToken(token),
      ]);
      const answers = [
        await get(h.app, PROFILE),
        await get(h.app, PROFILE, auth('not-a-session')),
        await get(h.app, PROFILE, auth(token)),
      ];
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.body).toMatchObject({ ret_code: 10006, ret_msg: 'Session expired, please log in again', result: {} });
      }
    });
  });

  describe('GET member info', () => {
    it('SEC-4 answers kyc_person_level and member_tag.KYC of the user', async () => {
      const token = await tokenFor(h.db, DEMO_UID);
      const { status, body } = await get<MemberInfo>(h.app, MEMBER, auth(token));
      expect(status).toBe(200);
      expect(body).toMatchObject({ ret_code: 0, result: { kyc_person_level: 1, member_tag: { KYC: 0 } } });
    });

    it('SEC-4 reads member_tag.KYC as a number, 0 when absent', async () => {
      const tagged = await createUser(h.db, { memberTag: { KYC: '2' } });
      const plain = await createUser(h.db);
      const a = await get<MemberInfo>(h.app, MEMBER, auth(await tokenFor(h.db, tagged.uid)));
      const b = await get<MemberInfo>(h.app, MEMBER, auth(await tokenFor(h.db, plain.uid)));
      expect(a.body.result).toEqual({ kyc_person_level: 0, member_tag: { KYC: 2 }, kyc_country: '' });
      expect(b.body.result).toEqual({ kyc_person_level: 0, member_tag: { KYC: 0 }, kyc_country: '' });
    });

    it('SEC-4 is private: without a token it answers 10006', async () => {
      const { body } = await get(h.app, MEMBER);
      expect(body.ret_code).toBe(10006);
    });
  });

  describe('one-person bind', () => {
    it("SEC-4 an unbound account answers bind_uid '0'", async () => {
      const user = await createUser(h.db);
      const { body } = await get<{ bind_uid: string }>(h.app, BIND_GET, auth(await tokenFor(h.db, user.uid)));
      expect(body).toMatchObject({ ret_code: 0, result: { bind_uid: '0' } });
    });

    it('SEC-4 set stores the bind_uid of an existing other account; get answers it; set again replaces it', async () => {
      const user = await createUser(h.db);
      const other = await createUser(h.db);
      const token = await tokenFor(h.db, user.uid);
      const set = await post<{ bind_uid: string }>(h.app, BIND_SET, { bind_uid: DEMO_UID }, auth(token));
      expect(set.body).toMatchObject({ ret_code: 0, result: { bind_uid: DEMO_UID } });
      expect((await get<{ bind_uid: string }>(h.app, BIND_GET, auth(token))).body.result.bind_uid).toBe(DEMO_UID);
      await post(h.app, BIND_SET, { bind_uid: other.uid }, auth(token));
      expect((await get<{ bind_uid: string }>(h.app, BIND_GET, auth(token))).body.result.bind_uid).toBe(other.uid);
      const { rows } = await h.db.query('select 1 from one_people_bind where user_id = $1', [user.id]);
      expect(rows).toHaveLength(1);
    });

    it('SEC-4 the bind of one account is not visible to another', async () => {
      const a = await createUser(h.db);
      const b = await createUser(h.db);
      await post(h.app, BIND_SET, { bind_uid: DEMO_UID }, auth(await tokenFor(h.db, a.uid)));
      const { body } = await get<{ bind_uid: string }>(h.app, BIND_GET, auth(await tokenFor(h.db, b.uid)));
      expect(body.result.bind_uid).toBe('0');
    });

    it('SEC-4 set refuses non-digits, the own uid and unknown uids with 10001', async () => {
      const user = await createUser(h.db);
      const token = await tokenFor(h.db, user.uid);
      const cases: [unknown, RegExp][] = [
        ['12a4', /digits/],
        ['-1', /digits/],
        [' ', /digits/],
        [user.uid, /own/],
        ['999999999999', /any account/],
      ];
      for (const [bindUid, message] of cases) {
        const { status, body } = await post(h.app, BIND_SET, { bind_uid: bindUid }, auth(token));
        expect(status, String(bindUid)).toBe(200);
        expect(body.ret_code, String(bindUid)).toBe(10001);
        expect(body.ret_msg).toMatch(message);
      }
      const { body } = await get<{ bind_uid: string }>(h.app, BIND_GET, auth(token));
      expect(body.result.bind_uid).toBe('0');
    });

    it('SEC-4 set without bind_uid, or with an over-long one, answers 10001', async () => {
      const token = await tokenFor(h.db, DEMO_UID);
      const missing = await post(h.app, BIND_SET, {}, auth(token));
      expect(missing.body.ret_code).toBe(10001);
      expect(missing.body.ret_msg).toMatch(/bind_uid/);
      const long = await post(h.app, BIND_SET, { bind_uid: '1'.repeat(21) }, auth(token));
      expect(long.body.ret_code).toBe(10001);
    });

    it('SEC-4 get and set are private: without a token they answer 10006 and store nothing', async () => {
      const before = await h.db.query('select count(*)::int as n from one_people_bind');
      const getAnswer = await get(h.app, BIND_GET);
      const setAnswer = await post(h.app, BIND_SET, { bind_uid: DEMO_UID });
      expect([getAnswer.body.ret_code, setAnswer.body.ret_code]).toEqual([10006, 10006]);
      const after = await h.db.query('select count(*)::int as n from one_people_bind');
      expect(after.rows).toEqual(before.rows);
    });
  });
});
