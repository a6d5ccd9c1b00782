import { expect, it } from 'vitest';

import { CAPTCHA_INFO_TYPE, CAPTCHA_SCENES, type MagpieSolution } from '@/config/captcha';
import type { MagpieChallenge } from '@/contract/captcha/captcha-info';
import { createMagpieChallenge } from '@/server/captcha/challenge';
import { MAGPIE_MAX_NUMBER } from '@/server/captcha/difficulty';
import { captchaHmacKey } from '@/server/captcha/secret';
import { magpieToken, solvedCaptchaFor, solveMagpieChallenge } from '@/server/captcha/test-support';
import { verifyCaptchaPayload, type VerifyDeps } from '@/server/captcha/verify';
import { solveMagpie } from '@/services/captcha/magpie-solver';

import { describeEachDriver } from './harness';
import { get } from './helpers';

const LOGIN = CAPTCHA_SCENES.mainLogin;
const REGISTER = CAPTCHA_SCENES.register;

interface CaptchaInfo {
  gt: string;
  challenge: string;
  success: number;
  newCaptcha: boolean;
  sGt: string;
  sChallenge: string;
  magpie: MagpieChallenge;
}

function magpieBody(solution: MagpieSolution, scene: number): Record<string, unknown> {
  return { magpie_verify_info: { token: magpieToken(solution), scene }, type: 'magpie', key_version: 'v2' };
}

async function solvedChallenge(options: Parameters<typeof createMagpieChallenge>[0] = {}): Promise<MagpieSolution> {
  return solveMagpieChallenge(await createMagpieChallenge(options));
}

function depsWith(overrides: Partial<VerifyDeps>): VerifyDeps {
  return {
    env: {},
    fetch: () => Promise.reject(new Error('no network in tests')),
    now: () => Date.now(),
    hmacKey: () => captchaHmacKey(),
    ...overrides,
  };
}

describeEachDriver('captcha', (h) => {
  for (const path of ['/x-api/v3/public/user/captcha-info', '/x-api/user/public/captcha-info']) {
    it(`CAP-8 GET ${path} answers the geetest fields (empty offline) and a signed magpie challenge`, async () => {
      const { status, body } = await get<CaptchaInfo>(
        h.app,
        `${path}?type=${CAPTCHA_INFO_TYPE}&login_name=0123456789abcdef`,
      );
      expect(status).toBe(200);
      expect(body.ret_code).toBe(0);
      expect(body.result).toMatchObject({
        gt: '',
        challenge: '',
        success: 0,
        newCaptcha: true,
        sGt: '',
        sChallenge: '',
      });
      const { magpie } = body.result;
      expect(magpie.algorithm).toBe('SHA-256');
      expect(magpie.challenge).toMatch(/^[0-9a-f]{64}$/);
      expect(magpie.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(magpie.maxnumber).toBe(MAGPIE_MAX_NUMBER);
      expect(magpie.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&$/);
    });
  }

  it('CAP-8 every captcha-info call hands out a fresh challenge', async () => {
    const url = `/x-api/v3/public/user/captcha-info?type=${CAPTCHA_INFO_TYPE}&login_name=x`;
    const first = await get<CaptchaInfo>(h.app, url);
    const second = await get<CaptchaInfo>(h.app, url);
    expect(first.body.result.magpie.salt).not.toBe(second.body.result.magpie.salt);
    expect(first.body.result.magpie.signature).not.toBe(second.body.result.magpie.signature);
  });

  it('CAP-8 a scene in the query is signed into the challenge; a bad scene is a 400', async () => {
    const bound = await get<CaptchaInfo>(
      h.app,
      `/x-api/user/public/captcha-info?type=${CAPTCHA_INFO_TYPE}&scene=31004`,
    );
    expect(bound.body.result.magpie.salt).toMatch(/[?&]scene=31004&/);
    const bad = await get(h.app, '/x-api/user/public/captcha-info?scene=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.ret_code).toBe(10001);
  });

  it('CAP-9 a challenge fetched, solved and sent back verifies for its scene', async () => {
    const body = await solvedCaptchaFor(h.app, LOGIN);
    expect(body).toMatchObject({ type: 'magpie', key_version: 'v2', magpie_verify_info: { scene: LOGIN } });
    expect(await verifyCaptchaPayload(h.db, body, LOGIN)).toBe(true);
  });

  it('CAP-9 a challenge fetched without a scene verifies for the scene the page names', async () => {
    const { body } = await get<CaptchaInfo>(h.app, `/x-api/user/public/captcha-info?type=${CAPTCHA_INFO_TYPE}`);
    const solution = solveMagpieChallenge(body.result.magpie);
    expect(await verifyCaptchaPayload(h.db, magpieBody(solution, REGISTER), REGISTER)).toBe(true);
  });

  it('CAP-9 the page solver (WebCrypto) produces a token the server accepts', async () => {
    const { body } = await get<CaptchaInfo>(
      h.app,
      `/x-api/v3/public/user/captcha-info?type=${CAPTCHA_INFO_TYPE}&login_name=x&scene=${LOGIN}`,
    );
    const { token } = await solveMagpie(body.result.magpie);
    const payload = { magpie_verify_info: { token, scene: LOGIN }, type: 'magpie', key_version: 'v2' };
    expect(await verifyCaptchaPayload(h.db, payload, LOGIN)).toBe(true);
  });

  it('CAP-9 a wrong solution is refused', async () => {
    const solution = await solvedChallenge();
    const wrong = { ...solution, number: solution.number + 1 };
    expect(await verifyCaptchaPayload(h.db, magpieBody(wrong, LOGIN), LOGIN)).toBe(false);
    // the right one still passes afterwards: a refusal does not spend the challenge
    expect(await verifyCaptchaPayload(h.db, magpieBody(solution, LOGIN), LOGIN)).toBe(true);
  });

  it('CAP-9 a tampered signature, challenge or salt is refused', async () => {
    const solution = await solvedChallenge({ scene: LOGIN });
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const tampered: MagpieSolution[] = [
      { ...solution, signature: flip(solution.signature) },
      { ...solution, challenge: flip(solution.challenge) },
      // stretching the expiry or moving the scene changes the salt the signature covers
      { ...solution, salt: solution.salt.replace(/expires=\d+/, 'expires=9999999999') },
      { ...solution, salt: solution.salt.replace('scene=31000', 'scene=31004') },
    ];
    for (const forged of tampered) {
      expect(await verifyCaptchaPayload(h.db, magpieBody(forged, LOGIN), LOGIN)).toBe(false);
    }
  });

  it('CAP-9 a challenge signed with another key is refused', async () => {
    const solution = await solvedChallenge({ hmacKey: 'another-key-another-key-another-key' });
    expect(await verifyCaptchaPayload(h.db, magpieBody(solution, LOGIN), LOGIN)).toBe(false);
  });

  it('CAP-9 an expired challenge (older than 5 minutes) is refused', async () => {
    const stale = await solvedChallenge({ now: Date.now() - 5 * 60_000 - 1_000 });
    expect(await verifyCaptchaPayload(h.db, magpieBody(stale, LOGIN), LOGIN)).toBe(false);
    const fresh = await solvedChallenge();
    const sixMinutesOn = depsWith({ now: () => Date.now() + 6 * 60_000 });
    expect(await verifyCaptchaPayload(h.db, magpieBody(fresh, LOGIN), LOGIN, sixMinutesOn)).toBe(false);
    const fourMinutesOn = depsWith({ now: () => Date.now() + 4 * 60_000 });
    expect(await verifyCaptchaPayload(h.db, magpieBody(fresh, LOGIN), LOGIN, fourMinutesOn)).toBe(true);
  });

  it('CAP-9 a token is refused for another scene than the one checked or the one signed', async () => {
    const solution = await solvedChallenge();
    // the page claims the register scene but the endpoint checks login
    expect(await verifyCaptchaPayload(h.db, magpieBody(solution, REGISTER), LOGIN)).toBe(false);
    const bound = await solvedChallenge({ scene: REGISTER });
    // the challenge was issued for register; claiming login does not help
    expect(await verifyCaptchaPayload(h.db, magpieBody(bound, LOGIN), LOGIN)).toBe(false);
    expect(await verifyCaptchaPayload(h.db, magpieBody(bound, REGISTER), REGISTER)).toBe(true);
  });

  it('CAP-9 a solved challenge is accepted once; a replay is refused', async () => {
    const body = await solvedCaptchaFor(h.app, LOGIN);
    expect(await verifyCaptchaPayload(h.db, body, LOGIN)).toBe(true);
    expect(await verifyCaptchaPayload(h.db, body, LOGIN)).toBe(false);
    const replays = await Promise.all([0, 1, 2].map(() => verifyCaptchaPayload(h.db, body, LOGIN)));
    expect(replays).toEqual([false, false, false]);
  });

  it('CAP-9 concurrent submissions of one fresh token: exactly one passes', async () => {
    const body = await solvedCaptchaFor(h.app, LOGIN);
    const results = await Promise.all([0, 1, 2, 3].map(() => verifyCaptchaPayload(h.db, body, LOGIN)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('CAP-9 spent tokens are purged once expired', async () => {
    await verifyCaptchaPayload(h.db, await solvedCaptchaFor(h.app, LOGIN), LOGIN);
    const before = await h.db.query<{ n: number }>('select count(*)::int as n from captcha_used_tokens');
    expect(before.rows[0].n).toBeGreaterThan(0);
    // spending a token ten minutes on purges the ones that have expired by then
    const later = depsWith({ now: () => Date.now() + 10 * 60_000 });
    const valid = await solvedChallenge({ now: Date.now() + 10 * 60_000 });
    expect(await verifyCaptchaPayload(h.db, magpieBody(valid, LOGIN), LOGIN, later)).toBe(true);
    const after = await h.db.query<{ n: number }>('select count(*)::int as n from captcha_used_tokens');
    expect(after.rows[0].n).toBe(1);
  });

  it('CAP-1 a payload without key_version v2 or without a known type is refused', async () => {
    const body = await solvedCaptchaFor(h.app, LOGIN);
    const { key_version: _omitted, ...noVersion } = body;
    expect(await verifyCaptchaPayload(h.db, noVersion, LOGIN)).toBe(false);
    expect(await verifyCaptchaPayload(h.db, { ...body, key_version: 'v1' }, LOGIN)).toBe(false);
    expect(await verifyCaptchaPayload(h.db, { ...body, type: 'hcaptcha' }, LOGIN)).toBe(false);
    const { type: _noType, ...noType } = body;
    expect(await verifyCaptchaPayload(h.db, noType, LOGIN)).toBe(false);
    // none of these spent the challenge
    expect(await verifyCaptchaPayload(h.db, body, LOGIN)).toBe(true);
  });

  it('CAP-9 malformed magpie fields are refused, not thrown', async () => {
    const bodies: unknown[] = [
      null,
      'magpie',
      [],
      { type: 'magpie', key_version: 'v2' },
      { type: 'magpie', key_version: 'v2', magpie_verify_info: { token: 'not base64 json', scene: LOGIN } },
      { type: 'magpie', key_version: 'v2', magpie_verify_info: { token: 42, scene: LOGIN } },
      { type: 'magpie', key_version: 'v2', magpie_verify_info: { token: magpieToken(await solvedChallenge()) } },
      {
        type: 'magpie',
        key_version: 'v2',
        magpie_verify_info: { token: Buffer.from('{"algorithm":"SHA-1"}').toString('base64'), scene: LOGIN },
      },
    ];
    for (const body of bodies) expect(await verifyCaptchaPayload(h.db, body, LOGIN)).toBe(false);
  });

  it('CAP-9 third-party answers are refused offline (no server keys)', async () => {
    const offline = depsWith({ env: {} });
    const bodies = [
      { ticket: 't-123', randstr: '@abc', type: 'qqcatpcha', key_version: 'v2' },
      { g_recaptcha_response: '03AGdBq2', type: 'recaptcha', key_version: 'v2' },
      {
        geetest_challenge: 'c',
        geetest_validate: 'v',
        geetest_seccode: 's|jordan',
        type: 'geecaptcha',
        key_version: 'v2',
      },
    ];
    for (const body of bodies) {
      expect(await verifyCaptchaPayload(h.db, body, LOGIN, offline)).toBe(false);
      expect(await verifyCaptchaPayload(h.db, body, LOGIN)).toBe(false);
    }
  });

  it('CAP-9 with RECAPTCHA_SECRET_KEY a reCAPTCHA answer is checked with siteverify', async () => {
    const calls: { url: string; body: string }[] = [];
    const siteverify =
      (success: boolean): VerifyDeps['fetch'] =>
      async (input, init) => {
        calls.push({ url: String(input), body: String(init?.body) });
        return new Response(JSON.stringify({ success }), { headers: { 'content-type': 'application/json' } });
      };
    const body = { g_recaptcha_response: 'answer-1', type: 'recaptcha', key_version: 'v2' };
    const env = { RECAPTCHA_SECRET_KEY: 'secret-1' };
    expect(await verifyCaptchaPayload(h.db, body, LOGIN, depsWith({ env, fetch: siteverify(true) }))).toBe(true);
    expect(await verifyCaptchaPayload(h.db, body, LOGIN, depsWith({ env, fetch: siteverify(false) }))).toBe(false);
    const unreachable = depsWith({ env, fetch: () => Promise.reject(new Error('offline')) });
    expect(await verifyCaptchaPayload(h.db, body, LOGIN, unreachable)).toBe(false);
    expect(calls[0].url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(new URLSearchParams(calls[0].body).get('response')).toBe('answer-1');
    expect(new URLSearchParams(calls[0].body).get('secret')).toBe('secret-1');
  });
});
