/**
 * Every ret_code the front end treats specially (SPEC §8). Codes not listed
 * here get the default handling: a 5 s toast.
 */
export const RET_CODES = {
  success: 0,
  /** ERR-1, ERR-3: a success that changed nothing */
  successNoChange: 10007,
  /** ERR-3: answers the front end passes on silently */
  ignoredResult: 33003,
  ignoredRequest: 10009,
  sessionInvalid: 10006,
  /** ERR-5: a service error whose text depends on the endpoint */
  serviceError: 10016,
  /** ERR-6: not allowed; the OAuth consent page explains it itself */
  forbidden: 50002,
  accountTerminated: 40029,
  /** ERR-6: asked again too soon */
  tooFrequent: 30054,
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
  tooManySends: 30055,
  /** the reference api: the account exists, the code is wrong / expired / used up, the link is no longer valid */
  accountExists: 30032,
  codeIncorrect: 30050,
  codeAttemptsUsed: 30051,
  codeExpired: 30052,
  linkInvalid: 30053,
  /** LOGIN-7, the reference api: the QR code expired (or is not this browser's); it was handled on another device */
  qrExpired: 33101,
  qrHandled: 33102,
  /** TG-7: the launch data is tampered, another bot's or none; it is too old */
  telegramAuthFail: 31101,
  telegramAuthExpired: 31102,
  /** TG-6: the Telegram account is linked to another account; the account to another Telegram account */
  telegramTaken: 31103,
  accountTaken: 31104,
  /** a Telegram login whose Telegram account is linked to no exchange account */
  telegramNotLinked: 31105,
  /** LOGIN-6: an account with the provider's email exists (confirm its password to link); the sign-in expired */
  thirdPartyLinkRequired: 33201,
  thirdPartyFlowExpired: 33202,
  /** SEC-3: no unblock request for this login (log in again); the ban is too recent to lift */
  unblockNoRequest: 33301,
  unblockTooEarly: 33302,
  /** HTTP-8: no answer at all */
  network: -200,
} as const;

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

/** LOGIN-7: QR-code refusals the QR panel and the confirm page tell themselves. */
export const QR_PAGE_CODES: readonly number[] = [RET_CODES.qrExpired, RET_CODES.qrHandled];

/** ERR-8: wrong-password counts the login page shows as remaining attempts. */
export const PASSWORD_COUNTS_FOR_PAGE: readonly number[] = [3, 4, 5];
