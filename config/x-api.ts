/**
 * What web, api and tests share of the /x-api besides the endpoints
 * (contract/): the answer envelope, registration types and variants, and the
 * limits both sides enforce. Pure data and types.
 */

/** Every x-api answer: `{ ret_code, ret_msg, result }`; 0 is success (ERR-1). */
export interface Envelope<T> {
  readonly ret_code: number;
  readonly ret_msg: string;
  readonly result: T;
  /** seconds since the epoch, as text; the reference api always sends it */
  readonly time_now?: string;
}

/** REG-1 */
export const REGISTER_TYPES = { email: 1, mobile: 5, turkish: 44 } as const;

/** REG-2: new = three steps (account → code or link → password); old = one call with the code. */
export const REGISTER_VARIANTS = ['newCode', 'newLink', 'oldCode', 'oldLink'] as const;
export type RegisterVariant = (typeof REGISTER_VARIANTS)[number];
export const DEFAULT_REGISTER_VARIANT: RegisterVariant = 'newCode';

export function isRegisterVariant(value: unknown): value is RegisterVariant {
  return typeof value === 'string' && (REGISTER_VARIANTS as readonly string[]).includes(value);
}

/**
 * Lengths both sides enforce. An email longer than this is refused with its
 * own message on the page and by the api (never cut silently).
 */
export const EMAIL_MAX_LENGTH = 100;
/** National digits of a mobile number. */
export const MOBILE_MIN_DIGITS = 4;
export const MOBILE_MAX_DIGITS = 15;

/** REG-4, REG-6: codes are this long; a new one may be asked for after this many seconds. */
export const VERIFY_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 60;

/** LOGIN-5: wrong passwords before the account locks (31030), and for how long. */
export const MAX_PASSWORD_ERRORS = 5;
export const LOCK_HOURS = 2;

/**
 * Issue 36 item 6: codes the recovery pages send in a day: password resets
 * per account name (whether or not an account has it), the lost-factor
 * recovery's email or SMS codes per account; past it, 31214.
 */
export const RECOVERY_SENDS_PER_DAY = 5;

/** Issue 36: a re-proof of a session lets it change the account's security for this long. */
export const REPROOF_TTL_MINUTES = 10;

/** The path every x-api call starts with, on the web's origin and the api's. */
export const X_API_PREFIX = '/x-api';

/** The largest request body the api reads, and the web forwards (bytes); larger ones answer 413. */
export const X_API_BODY_LIMIT = 64 * 1024;

/** How long the web waits for the api before answering 504 (the page's own timeout is 30 s too). */
export const API_FORWARD_TIMEOUT_MS = 30_000;

/**
 * A refused body (over X_API_BODY_LIMIT) is read and dropped up to this much, for at most this long, before
 * the 413 goes out and the connection closes: a client still writing when the server closes gets a broken
 * pipe instead of the answer. Past either bound the connection is closed as it is.
 */
export const REFUSED_BODY_DRAIN = { bytes: 8 * 1024 * 1024, ms: 5_000 } as const;
