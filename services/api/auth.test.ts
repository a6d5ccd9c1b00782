import { describe, expect, it } from 'vitest';

import { withoutEmptyFields } from '@/services/api/auth';
import { isVerified } from '@/services/api/register';

describe('withoutEmptyFields', () => {
  it('REG-5 empty strings, undefined and null are not sent', () => {
    expect(
      withoutEmptyFields({ email: 'a@example.com', ref: '', group_id: undefined, affiliate_id: null, lang: 'en' }),
    ).toEqual({ email: 'a@example.com', lang: 'en' });
  });

  it('REG-5 utm_url is never sent, even with a value', () => {
    const fields = withoutEmptyFields({ url: 'https://www.bybit.com/en/register', utm_url: 'https://ads.example/x' });
    expect(fields).toEqual({ url: 'https://www.bybit.com/en/register' });
    expect('utm_url' in fields).toBe(false);
  });

  it('REG-5 zero, false and whitespace are values, kept as they are', () => {
    expect(withoutEmptyFields({ eu_subscription: 0, is_new: false, note: ' ', register_type: 5 })).toEqual({
      eu_subscription: 0,
      is_new: false,
      note: ' ',
      register_type: 5,
    });
  });

  it('REG-5 the input is left untouched', () => {
    const input = { a: '', b: 'x' };
    withoutEmptyFields(input);
    expect(input).toEqual({ a: '', b: 'x' });
  });
});

describe('isVerified', () => {
  it('REG-6 verification succeeded only when verify_result is exactly 1', () => {
    expect(isVerified({ verify_result: 1 })).toBe(true);
  });

  it('REG-6 any other result, or none, is not verified', () => {
    for (const result of [{ verify_result: 0 }, { verify_result: 2 }, { verify_result: -1 }, {}, null, undefined]) {
      expect(isVerified(result)).toBe(false);
    }
  });

  it('REG-6 a loosely typed "1" from the api does not count', () => {
    // the api types verify_result as a number; a string is a broken answer, not a success
    expect(isVerified({ verify_result: '1' } as unknown as { verify_result: number })).toBe(false);
    expect(isVerified({ verify_result: true } as unknown as { verify_result: number })).toBe(false);
  });
});
