import { describe, expect, it } from 'vitest';

import type { MagpieChallenge } from '@/config/captcha';
import {
  CAPTCHA_INFO_PATHS,
  fetchCaptchaInfo,
  isGeetestConfigured,
  type CaptchaInfo,
} from '@/services/captcha/captcha-info';
import { createMagpieProvider } from '@/services/captcha/magpie-provider';
import { magpiePayload } from '@/services/captcha/payloads';
import type { Envelope, RequestOptions } from '@/services/http';

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
  const calls: { url: string; options?: RequestOptions }[] = [];
  const client = {
    get: <T>(url: string, options?: RequestOptions): Promise<Envelope<T>> => {
      calls.push({ url, options });
      return Promise.resolve({ ret_code: 0, ret_msg: 'OK', result: INFO as T });
    },
  };
  return { calls, client };
}

describe('captcha-info and the magpie provider', () => {
  it('CAP-8 login asks the v3 path, sign-up the user path, with type and the hashed guid', async () => {
    const { calls, client } = recordingClient();
    await fetchCaptchaInfo(client, { flow: 'login', loginName: 'hashed-guid' });
    await fetchCaptchaInfo(client, { flow: 'signup', loginName: 'hashed-guid', scene: 31004 });
    expect(calls).toEqual([
      {
        url: '/v3/public/user/captcha-info',
        options: { params: { type: 'CAPTCHA_TYPE_BEHAVIOR_GEETEST', login_name: 'hashed-guid' } },
      },
      {
        url: '/user/public/captcha-info',
        options: { params: { type: 'CAPTCHA_TYPE_BEHAVIOR_GEETEST', login_name: 'hashed-guid', scene: 31004 } },
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
