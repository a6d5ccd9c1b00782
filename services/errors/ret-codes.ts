/**
 * Every ret_code the front end treats specially (SPEC §8). Codes not listed
 * here get the default handling: a 5 s toast.
 */
export const RET_CODES = {
  success: 0,
  successNoChange: 10007,
  silent33003: 33003,
  silent10009: 10009,
  sessionInvalid: 10006,
  endpointSpecific10016: 10016,
  forbidden50002: 50002,
  accountTerminated: 40029,
  toast30054: 30054,
  miniAppThirdParty: 40004,
  wrongPassword: 31002,
  unbindGoogle2faLegacy: 20035,
  unbindGoogle2fa: 35300,
  anonymityNotFound: 10002,
  anonymityHidden: 610017,
  openInfoHidden: 610016,
  tooManyPasswordErrors: 31030,
  ipLimit: 31018,
  ipGroupLimit: 31020,
  accountBanned: 31003,
  phoneLimit: 41007,
  network: -200,
} as const;

export type KnownRetCode = (typeof RET_CODES)[keyof typeof RET_CODES];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** ERR-11: handed to the page without a toast; the screen decides (dialogs, inline errors). */
export const HANDED_TO_PAGE: ReadonlySet<number> = new Set([
  20100,
  RET_CODES.tooManyPasswordErrors,
  RET_CODES.ipLimit,
  50101,
  RET_CODES.accountBanned,
  RET_CODES.phoneLimit,
  400601,
  400602,
  ...range(41102, 41108),
  ...range(400605, 400607),
  10026,
  30055,
  ...range(41121, 41123),
  ...range(41125, 41128),
]);

/** ERR-8: wrong-password counts the login page shows as remaining attempts. */
export const PASSWORD_COUNTS_FOR_PAGE: readonly number[] = [3, 4, 5];
