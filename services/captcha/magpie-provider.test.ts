import { describe, expect, it } from 'vitest';

import type { MagpieChallenge } from '@/contract/captcha/captcha-info';
import type { Endpoint, Facts, RequestOf, ResultOf } from '@/contract/endpoint';
import {
  CAPTCHA_INFO_PATHS,
  fetchCaptchaInfo,
  isGeetestConfigured,
  type CaptchaInfo,
} from '@/services/captcha/captcha-info';
import { createMagpieProvider } from '@/services/captcha/magpie-provider';
import { magpiePayload } from '@/services/captcha/payloads';
import type { Envelope, HttpClient } from '@/services/http';

const CHALLENGE: MagpieChallenge = {
  algorithm: 'SHA-256',
  challenge: 'c'.repeat(64),
  salt: 'abc?expires=1&',
  maxnumber: 10,
  signature: 'd'.repeat(64),
};

const INFO: CaptchaInfo = {
  gt: '',
  challenge: '',
  success: 0,
  newCaptcha: true,
  sGt: '',
  sChallenge: '',
  magpie: CHALLENGE,
};

function recordingClient() {
  const calls: { facts: Facts<Endpoint>; payload: unknown }[] = [];
  const client: Pick<HttpClient, 'call'> = {
    call: <E extends Endpoint>(facts: Facts<E>, payload: RequestOf<E>): Promise<Envelope<ResultOf<E>>> => {
      calls.push({ facts, payload });
      return Promise.resolve({ ret_code: 0, ret_msg: 'OK', result: INFO as ResultOf<E> });
    },
  };
  return { calls, client };
}

describe('captcha-info and the magpie provider', () => {
  it('CAP-8 login asks the v3 path, sign-up the user path, with type and the hashed guid', async () => {
    const { calls, client } = recordingClient();
    await fetchCaptchaInfo(client, { flow: 'login', loginName: 'hashed-guid' });
    await fetchCaptchaInfo(client, { flow: 'signup', loginName: 'hashed-guid', scene: 31004 });
    // public: no user token goes with either (HTTP-6)
    expect(calls).toEqual([
      {
        facts: { method: 'GET', path: '/v3/public/user/captcha-info', kind: 'other', token: false },
        payload: { type: 'CAPTCHA_TYPE_BEHAVIOR_GEETEST', login_name: 'hashed-guid' },
      },
      {
        facts: { method: 'GET', path: '/user/public/captcha-info', kind: 'other', token: false },
        payload: { type: 'CAPTCHA_TYPE_BEHAVIOR_GEETEST', login_name: 'hashed-guid', scene: 31004 },
      },
    ]);
    expect(CAPTCHA_INFO_PATHS).toEqual({ login: '/v3/public/user/captcha-info', signup: '/user/public/captcha-info' });
  });

  it('CAP-5 geetest counts as configured only with success 1 and its gt/challenge', () => {
    expect(isGeetestConfigured(INFO)).toBe(false);
    expect(isGeetestConfigured({ gt: 'g', challenge: 'c', success: 1 })).toBe(true);
    expect(isGeetestConfigured({ gt: 'g', challenge: '', success: 1 })).toBe(false);
    expect(isGeetestConfigured({ gt: 'g', challenge: 'c', success: 0 })).toBe(false);
  });

  it('CAP-1 CAP-9 the magpie provider fetches a challenge for the scene and answers a magpie payload', async () => {
    const scenes: number[] = [];
    const provider = createMagpieProvider({
      fetchChallenge: async (scene) => {
        scenes.push(scene);
        return CHALLENGE;
      },
      solve: async (challenge) => ({ token: `solved:${challenge.signature.slice(0, 4)}`, number: 3, tookMs: 1 }),
    });
    expect(provider.type).toBe('magpie');
    expect(provider.isReady()).toBe(true);
    await expect(provider.execute(31001)).resolves.toEqual(magpiePayload('solved:dddd', 31001));
    expect(scenes).toEqual([31001]);
  });

  it('CAP-4 a server without a magpie challenge makes the provider fail (the runner falls back)', async () => {
    const provider = createMagpieProvider({ fetchChallenge: async () => undefined });
    await expect(provider.execute(31000)).rejects.toThrow('no magpie challenge');
  });
});
