import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/contract/ret-codes';
import { classifyAnswer } from '@/services/errors/catalogue';

import { createSessionEnded } from './session-ended';

describe('sessionEnded (issue 36 item 8)', () => {
  it('issue 36 item 8 a 10006 on a signed-in call (a toast) or on the profile (the page) means this browser was logged out', () => {
    for (const endpoint of ['security', 'profile', 'other'] as const) {
      const ended = createSessionEnded();
      ended.notice(classifyAnswer({ code: RET_CODES.sessionInvalid, message: '', endpoint }));
      expect(ended.store.getState().ended, endpoint).toBe(true);
    }
  });

  it('issue 36 item 8 other answers and failures leave it as it is', () => {
    const ended = createSessionEnded();
    ended.notice(classifyAnswer({ code: RET_CODES.success, message: '', endpoint: 'security' }));
    ended.notice(classifyAnswer({ code: RET_CODES.reproofRequired, message: '', endpoint: 'security' }));
    ended.notice(classifyAnswer({ code: RET_CODES.badRequest, message: '', endpoint: 'other' }));
    ended.notice(classifyAnswer({ failure: 'network', code: RET_CODES.network, message: '', endpoint: 'profile' }));
    expect(ended.store.getState().ended).toBe(false);
  });
});
