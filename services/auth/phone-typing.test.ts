import { beforeAll, describe, expect, it } from 'vitest';

import { loadPhoneFormatter, loadPhoneValidator, type PhoneFormatter } from '@/services/auth/phone';
import {
  caretAfterSignificant,
  formatTypedNumber,
  significantBefore,
  type TypedNumber,
} from '@/services/auth/phone-typing';

let format: PhoneFormatter;
beforeAll(async () => {
  format = await loadPhoneFormatter();
});

/** Types `keys` one at a time at the end of the field, as a person does. */
function typeInto(country: string, keys: string, start = ''): TypedNumber {
  let field: TypedNumber = { text: start, caret: start.length };
  for (const key of keys) {
    const typed = field.text.slice(0, field.caret) + key + field.text.slice(field.caret);
    field = formatTypedNumber({ previous: field.text, typed, caret: field.caret + 1 }, country, format);
  }
  return field;
}

/** Presses Backspace with the caret at `caret`. */
function backspace(field: TypedNumber, country: string): TypedNumber {
  const typed = field.text.slice(0, field.caret - 1) + field.text.slice(field.caret);
  return formatTypedNumber(
    { previous: field.text, typed, caret: field.caret - 1, inputType: 'deleteContentBackward' },
    country,
    format,
  );
}

describe('loadPhoneFormatter', () => {
  it('LOGIN-2 REG-1 is loaded once', () => {
    expect(loadPhoneFormatter()).toBe(loadPhoneFormatter());
  });

  it.each([
    ['GB', '07400123456', '07400 123456'],
    ['GB', '+447400123456', '+44 7400 123456'],
    ['TR', '05321234567', '0532 123 45 67'],
    ['JP', '09012345678', '090-1234-5678'],
    ['AE', '0501234567', '050 123 4567'],
    ['US', '2015550123', '(201) 555-0123'],
  ])('LOGIN-2 REG-1 lays out a %s number %s as %s', (country, typed, shown) => {
    expect(format(typed, country)).toBe(shown);
    expect(format(typed, country.toLowerCase())).toBe(shown);
  });

  it('leaves the text as typed for a country it does not know', () => {
    expect(format('0123 45', 'ZZ')).toBe('0123 45');
  });
});

describe('formatTypedNumber', () => {
  it('LOGIN-2 REG-1 lays out the number key by key as it is typed', () => {
    expect(typeInto('GB', '0740').text).toBe('0740');
    expect(typeInto('GB', '074001')).toEqual({ text: '07400 1', caret: 7 });
    expect(typeInto('GB', '07400123456')).toEqual({ text: '07400 123456', caret: 12 });
    expect(typeInto('TR', '05321234567')).toEqual({ text: '0532 123 45 67', caret: 14 });
    expect(typeInto('US', '2015550123')).toEqual({ text: '(201) 555-0123', caret: 14 });
  });

  it('LOGIN-2 REG-1 keeps what the person types themselves as spaces, and a + for an international number', () => {
    expect(typeInto('GB', '07400 123456').text).toBe('07400 123456');
    expect(typeInto('GB', '020 7946 0958').text).toBe('020 7946 0958');
    expect(typeInto('GB', '+44 7400 123456').text).toBe('+44 7400 123456');
  });

  it('LOGIN-2 REG-1 the number read from the laid-out text is what the api is sent', async () => {
    const validate = await loadPhoneValidator();
    const shown = typeInto('GB', '07400123456').text;
    expect(validate(shown, 'GB')).toMatchObject({ ok: true, national: '7400123456', e164: '+447400123456' });
    expect(validate(typeInto('US', '2015550123').text, 'US')).toMatchObject({ ok: true, national: '2015550123' });
  });

  it('keeps the caret after the same digit when one is typed in the middle', () => {
    // "07400 123456" with the caret after "07400 12": a 9 typed there
    const next = formatTypedNumber({ previous: '07400 123456', typed: '07400 1293456', caret: 9 }, 'GB', format);
    expect(next.text).toBe('074001293456');
    expect(next.caret).toBe(caretAfterSignificant(next.text, 8));
  });

  it('Backspace after a space the layout put there erases the digit before it', () => {
    // the caret just after the space of "07400 1"
    const field = backspace({ text: '07400 1', caret: 6 }, 'GB');
    expect(field).toEqual({ text: '07401', caret: 4 });
  });

  it('Backspace after a bracket the layout put there erases the digit before it', () => {
    const field = backspace({ text: '(201)', caret: 5 }, 'US');
    expect(field).toEqual({ text: '20', caret: 2 });
  });

  it('Delete before a space the layout put there erases the digit after it', () => {
    const field = formatTypedNumber(
      { previous: '07400 123456', typed: '07400123456', caret: 5, inputType: 'deleteContentForward' },
      'GB',
      format,
    );
    expect(field.text).toBe('07400 23456');
    expect(field.caret).toBe(caretAfterSignificant(field.text, 5));
  });

  it('Backspace at the end erases the last digit and lays the rest out again', () => {
    expect(backspace({ text: '07400 123456', caret: 12 }, 'GB')).toEqual({ text: '07400 12345', caret: 11 });
    expect(backspace({ text: '07400 1', caret: 7 }, 'GB')).toEqual({ text: '07400', caret: 5 });
  });

  it('an emptied field stays empty', () => {
    expect(backspace({ text: '0', caret: 1 }, 'GB')).toEqual({ text: '', caret: 0 });
  });
});

describe('significantBefore / caretAfterSignificant', () => {
  it('count digits and + only, and put the caret back after the same one', () => {
    expect(significantBefore('+44 7400 123456', 8)).toBe(7);
    expect(caretAfterSignificant('+44 7400 123456', 7)).toBe(8);
    expect(caretAfterSignificant('(201) 555', 3)).toBe(4);
    expect(caretAfterSignificant('(201) 555', 0)).toBe(0);
    expect(caretAfterSignificant('12', 5)).toBe(2);
  });
});
