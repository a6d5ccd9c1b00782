/**
 * LOGIN-4, REG-5: password rules shared by the sign-up page and the api (pure data and checks):
 * 8 to 30 characters with at least one upper-case letter, one lower-case
 * letter and one digit.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

export interface PasswordCheck {
  readonly length: boolean;
  readonly upper: boolean;
  readonly lower: boolean;
  readonly digit: boolean;
}

/** Each rule on its own, for a checklist under the password field. */
export function checkPassword(password: string): PasswordCheck {
  const length = [...password].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
  };
}

export function isValidPassword(password: string): boolean {
  const c = checkPassword(password);
  return c.length && c.upper && c.lower && c.digit;
}

export const PASSWORD_RULES_MESSAGE =
  'Password must be 8-30 characters and contain an upper-case letter, a lower-case letter and a digit';
