import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/services/errors/ret-codes';

import { ApiError, refuseWrongPassword } from './errors';

describe('refuseWrongPassword', () => {
  it('ERR-8 a wrong password handed to the page as an answer is rejected with its count, as the other counts are', () => {
    const answer = { ret_code: RET_CODES.wrongPassword, ret_msg: 'wrong', result: { error_count: 3 }, time_now: '' };

    let thrown: unknown = null;
    try {
      refuseWrongPassword(answer, '/login');
    } catch (error) {
      thrown = error;
    }

    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: RET_CODES.wrongPassword, result: { error_count: 3 }, url: '/login' });
    expect((thrown as ApiError).reaction.kind).toBe('page');
  });

  it('ERR-8 any other answer passes through as it came', () => {
    const answer = { ret_code: 0, ret_msg: '', result: { token: 't' }, time_now: '' };

    expect(refuseWrongPassword(answer, '/login')).toBe(answer);
  });
});
