import { describe, expect, it } from 'vitest';

import { loadPhoneValidator } from '@/services/auth/phone';

describe('loadPhoneValidator', () => {
  it('LOGIN-2 REG-1 is loaded once: later calls share the same validator', async () => {
    const first = loadPhoneValidator();
    expect(loadPhoneValidator()).toBe(first);
    expect(typeof (await first)).toBe('function');
  });

  it.each([
    ['GB', '07911 123456', '7911123456', '+447911123456', '+44 7911 123456'],
    ['GB', '+44 7911 123456', '7911123456', '+447911123456', '+44 7911 123456'],
    ['TR', '0532 123 45 67', '5321234567', '+905321234567', '+90 532 123 45 67'],
    ['TR', '532-123-4567', '5321234567', '+905321234567', '+90 532 123 45 67'],
    ['JP', '090-1234-5678', '9012345678', '+819012345678', '+81 90 1234 5678'],
    ['AE', '050 123 4567', '501234567', '+971501234567', '+971 50 123 4567'],
  ])(
    'LOGIN-2 REG-1 %s mobile %s is valid: national %s, E.164 %s, international %s',
    async (country, input, national, e164, international) => {
      const validate = await loadPhoneValidator();
      expect(validate(input, country)).toEqual({ ok: true, national, e164, international });
    },
  );

  it('LOGIN-2 REG-1 the country may come in lower case', async () => {
    const validate = await loadPhoneValidator();
    expect(validate('0532 123 45 67', 'tr')).toMatchObject({ ok: true, national: '5321234567' });
  });

  it.each([
    ['GB', '020 7946 0958', 'a London landline'],
    ['TR', '0212 123 45 67', 'an Istanbul landline'],
    ['JP', '03-1234-5678', 'a Tokyo landline'],
    ['AE', '04 123 4567', 'a Dubai landline'],
    ['TR', '0532 123', 'a number cut short'],
    ['JP', '090-1234-5678-9', 'a number too long'],
    ['AE', '0532 123 45 67', 'a Turkish mobile under the UAE'],
  ])('LOGIN-2 REG-1 %s %s (%s) is invalid', async (country, input) => {
    const validate = await loadPhoneValidator();
    expect(validate(input, country)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', '   ', '+', '---', 'abc'])('LOGIN-2 REG-1 %j holds no digits: empty', async (input) => {
    const validate = await loadPhoneValidator();
    for (const country of ['GB', 'TR', 'JP', 'AE']) {
      expect(validate(input, country)).toEqual({ ok: false, reason: 'empty' });
    }
  });

  it("LOGIN-2 REG-1 a number typed with another country's +prefix is invalid for the selected country", async () => {
    const validate = await loadPhoneValidator();
    expect(validate('+90 532 123 45 67', 'GB')).toEqual({ ok: false, reason: 'invalid' });
    expect(validate('+44 7911 123456', 'AE')).toEqual({ ok: false, reason: 'invalid' });
    expect(validate('+44 7400 123456', 'GB')).toMatchObject({ ok: true, national: '7400123456' });
  });
});
