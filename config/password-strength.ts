/**
 * How hard a new password is to guess, for the meter beside the sign-up
 * password rules (issue 25). A few rules, not a cracking model: length and
 * kinds of characters earn points; a well-known password, a run of keys or
 * letters in order (abcd, 4321, qwer), a character three times in a row, a
 * repeated chunk or the person's own account name lose them. zxcvbn-style
 * libraries weigh hundreds of kB of dictionaries: this is a few hundred
 * bytes and runs on every key press. The meter advises; the rules of
 * password-rules.ts decide what is accepted.
 */

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordScore {
  /** 0 to PASSWORD_SCORE_MAX */
  readonly score: number;
  readonly strength: PasswordStrength;
}

export const PASSWORD_SCORE_MAX = 4;

/** Passwords every guessing list starts with, as compared after `normalized` (lower case, digits for letters undone, ends trimmed). */
const COMMON = new Set([
  'password',
  'passwort',
  'motdepasse',
  'contrasena',
  'qwerty',
  'qwertyuiop',
  'azerty',
  'qwertz',
  'asdfgh',
  'zxcvbn',
  'qazwsx',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'hello',
  'freedom',
  'whatever',
  'secret',
  'login',
  'starwars',
  'pokemon',
  'bitcoin',
  'crypto',
  'bybit',
  'binance',
  'ethereum',
  'wallet',
  'exchange',
  'money',
  'changeme',
  'default',
]);

/** Rows and runs a person types without thinking: any four in order, either way, are a sequence. */
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc'];
const RUN_LENGTH = 4;

/** Digits and signs read as letters in a disguised word. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The password as guessing lists spell it: lower case, look-alikes undone, digits and signs at its ends dropped. */
function normalized(password: string): string {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  // a password of digits and signs only (123456, 1q2w3e) stays what it is
  const word = trimmed || lower;
  return [...word].map((c) => LOOKALIKES[c] ?? c).join('');
}

function isCommon(password: string): boolean {
  const plain = password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');
  return COMMON.has(normalized(password)) || COMMON.has(plain);
}

function hasRun(password: string): boolean {
  const lower = password.toLowerCase();
  for (let i = 0; i + RUN_LENGTH <= lower.length; i++) {
    const piece = lower.slice(i, i + RUN_LENGTH);
    const reversed = [...piece].reverse().join('');
    if (RUNS.some((run) => run.includes(piece) || run.includes(reversed))) return true;
  }
  return false;
}

function characterKinds(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password)).length;
}

/** The same character three times in a row, or a chunk of two or more repeated at once (abab, xyzxyz). */
function hasRepeat(password: string): boolean {
  return /(.)\1\1/u.test(password) || /(.{2,})\1/u.test(password);
}

/** Parts of the account name (an email's name before the @), three characters or more, found in the password. */
function containsAccountName(password: string, accountName: string): boolean {
  const lower = password.toLowerCase();
  return accountName
    .toLowerCase()
    .split(/[@.\s_+-]+/)
    .filter((part) => part.length >= 3)
    .some((part) => lower.includes(part));
}

export function strengthOf(score: number): PasswordStrength {
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  return score === 3 ? 'good' : 'strong';
}

/**
 * The score of a password: 8, 12 and 16 characters earn a point each, as
 * do three kinds of characters and the fourth; a run, a repeat, a single
 * kind of character or the account name in it lose one each; a well-known
 * password scores 0 whatever its dress.
 */
export function scorePassword(password: string, accountName = ''): PasswordScore {
  if (password === '' || isCommon(password)) return { score: 0, strength: 'weak' };
  const length = [...password].length;
  const kinds = characterKinds(password);
  let points = [8, 12, 16].filter((n) => length >= n).length;
  if (kinds >= 3) points++;
  if (kinds === 4) points++;
  if (kinds === 1) points--;
  if (hasRun(password)) points--;
  if (hasRepeat(password)) points--;
  if (accountName && containsAccountName(password, accountName)) points--;
  const score = Math.max(0, Math.min(PASSWORD_SCORE_MAX, points));
  return { score, strength: strengthOf(score) };
}
