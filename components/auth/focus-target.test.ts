import { describe, expect, it } from 'vitest';

import { fieldToFill, focusIsFree } from '@/components/auth/focus-target';

const field = (name: string, fillable: boolean, empty: boolean) => ({ name, fillable, empty });

describe('the field a form gives focus to', () => {
  it('is the first one still to be filled', () => {
    expect(fieldToFill([field('email', true, true), field('password', true, true)])?.name).toBe('email');
    // a remembered email: the password is next
    expect(fieldToFill([field('email', true, false), field('password', true, true)])?.name).toBe('password');
  });

  it('skips what a person does not fill (a hidden username, a checkbox) and is none when all is filled', () => {
    expect(
      fieldToFill([field('username', false, false), field('remember', false, false), field('code', true, true)])?.name,
    ).toBe('code');
    expect(fieldToFill([field('email', true, false), field('password', true, false)])).toBeNull();
    expect(fieldToFill([])).toBeNull();
  });

  it('is moved only while nothing holds the focus', () => {
    expect(focusIsFree(null)).toBe(true);
    expect(focusIsFree({ tagName: 'BODY' })).toBe(true);
    expect(focusIsFree({ tagName: 'HTML' })).toBe(true);
    expect(focusIsFree({ tagName: 'INPUT' })).toBe(false);
    expect(focusIsFree({ tagName: 'A' })).toBe(false);
  });
});
