/**
 * Every ret_code of the x-api contract, by name: what the api refuses with
 * and what the web's catalogue reacts to (SPEC §8). The one list both sides
 * read; a code without a name here cannot be answered or handled.
 */
export const RET_CODES = {
  success: 0,
  /** the reference api: a failure outside any business rule */
  internal: 10000,
  /** a request the api could not read: a missing or malformed parameter, a request out of order */
  badRequest: 10001,
  /** ERR-10: no such affiliate (anonymity) */
  anonymityNotFound: 10002,
  sessionInvalid: 10006,
  /** ERR-1, ERR-3: a success that changed nothing */
  successNoChange: 10007,
  /** ERR-3: answers the front end passes on silently */
  ignoredRequest: 10009,
  /** ERR-5: a service error whose text depends on the endpoint */
  serviceError: 10016,
  notFound: 10404,
  /** the reference api's health: the database cannot be read; storage cannot be written */
  databaseUnavailable: 10503,
  storageReadOnly: 10507,
  unbindGoogle2faLegacy: 20035,
  /** registration: the account exists; the code is wrong / used up / expired; the link is no longer valid */
  accountExists: 30032,
  codeIncorrect: 30050,
  codeAttemptsUsed: 30051,
  codeExpired: 30052,
  linkInvalid: 30053,
  /** ERR-6: asked again too soon */
  tooFrequent: 30054,
  tooManySends: 30055,
  /** the registration was started in another browser (the uuid alone finishes nothing) */
  registrationOtherBrowser: 30056,
  /**
   * issue 39: the code is right but already used (the second step's after it
   * opened the session, a settings or recovery code redeemed, an authenticator
   * code of a time step already accepted): wait for the next code. Not a wrong
   * code: no try is counted and the account comes no closer to a lock.
   */
  codeAlreadyUsed: 30057,
  /** the account is still being created (an upgrade) */
  accountUpgrading: 30086,
  wrongPassword: 31002,
  accountBanned: 31003,
  ipLimit: 31018,
  ipGroupLimit: 31020,
  tooManyPasswordErrors: 31030,
  /** TG-7: the launch data is tampered, another bot's or none; it is too old */
  telegramAuthFail: 31101,
  telegramAuthExpired: 31102,
  /** TG-6: the Telegram account is linked to another account; the account to another Telegram account */
  telegramTaken: 31103,
  accountTaken: 31104,
  /** a Telegram login whose Telegram account is linked to no exchange account */
  telegramNotLinked: 31105,
  /** ERR-3 */
  ignoredResult: 33003,
  /** LOGIN-7: the QR code expired (or is not this browser's); it was handled on another device */
  qrExpired: 33101,
  qrHandled: 33102,
  /** LOGIN-6: the quick-login token expired or was used */
  quickTokenInvalid: 33103,
  /** LOGIN-6: an account with the provider's email exists (confirm its password to link); the sign-in expired */
  thirdPartyLinkRequired: 33201,
  thirdPartyFlowExpired: 33202,
  thirdPartyLinkExpired: 33203,
  /** SEC-3: no unblock request for this login (log in again); the ban is too recent to lift */
  unblockNoRequest: 33301,
  unblockTooEarly: 33302,
  /**
   * issue 26: the proof was right, the session waits for a second step (the
   * answer carries the challenge); the challenge expired or was used; too many
   * wrong codes: the account is locked
   */
  secondStepRequired: 31200,
  secondStepExpired: 31201,
  tooManyCodeErrors: 31202,
  /** issue 26: a code or a confirmation the second-factor settings need is missing or wrong */
  secondFactorRequired: 31203,
  /**
   * issue 26, password reset and lost-second-factor recovery: the request
   * (its token) expired, was used, or its code was not checked yet; the
   * account's authenticator code is missing; the new password is the
   * current one; the account has no second factor to recover
   */
  recoveryExpired: 31210,
  authenticatorCodeRequired: 31211,
  samePassword: 31212,
  nothingToRecover: 31213,
  /**
   * issue 36: the recovery pages sent as many codes today as they may
   * (config/x-api.ts RECOVERY_SENDS_PER_DAY): a password reset's to this
   * account name, answered alike whether or not an account has it; a
   * lost-factor recovery's to this account
   */
  recoverySendLimit: 31214,
  /**
   * passkeys: the request expired or was used; the passkey's answer does not
   * verify (signature, challenge, origin, relying party); no account has this
   * passkey; its signature counter did not increase (a cloned authenticator);
   * the page's address is not one we serve passkeys on; the passkey is
   * already added; this account has no such passkey; the account has as many
   * passkeys as it may
   */
  passkeyExpired: 31220,
  passkeyRejected: 31221,
  passkeyUnknown: 31222,
  passkeyCloned: 31223,
  passkeyWrongSite: 31224,
  passkeyExists: 31225,
  passkeyNotFound: 31226,
  passkeyLimit: 31227,
  /**
   * issue 36: a change to how the account is protected needs a fresh proof of
   * this session (password and a second factor's code, or a passkey, in the
   * last 10 minutes); the result says which (contract/security/reproof.ts)
   */
  reproofRequired: 31230,
  /** issue 36 item 8: no live session of this account has that id; no trusted device of this account has that id */
  sessionNotFound: 31240,
  trustedDeviceNotFound: 31241,
  unbindGoogle2fa: 35300,
  miniAppThirdParty: 40004,
  accountTerminated: 40029,
  captchaFailed: 40301,
  phoneLimit: 41007,
  /** the account's jurisdiction does not log in on this site */
  jurisdictionRefused: 41130,
  /** ERR-6: not allowed; the OAuth consent page explains it itself */
  forbidden: 50002,
  /** OAUTH-3: the client and its redirect URI cannot be trusted (never redirect), or a request error the client hears about */
  oauthInvalidClient: 50010,
  oauthInvalidRedirectUri: 50011,
  oauthInvalidRequest: 50012,
  oauthInvalidScope: 50013,
  oauthUnsupportedResponseType: 50014,
  /** ERR-10: the affiliate has no public profile (open-info); no such affiliate (anonymity) */
  openInfoHidden: 610016,
  anonymityHidden: 610017,
  /** HTTP-8: no answer at all */
  network: -200,
} as const;

export type RetCodeName = keyof typeof RET_CODES;
export type NamedRetCode = (typeof RET_CODES)[RetCodeName];

/**
 * ERR-11, ERR-14: codes of the exchange's api that the spec hands to the page
 * by number only (generic dialogs); the reference api never answers them.
 */
export const SPEC_PAGE_CODES = [
  10026, 20100, 50101, 400601, 400602, 41102, 41103, 41104, 41105, 41106, 41107, 41108, 400605, 400606, 400607, 41121,
  41122, 41123, 41125, 41126, 41127, 41128,
] as const;

/** The one ret_code union of the contract. */
export type RetCode = NamedRetCode | (typeof SPEC_PAGE_CODES)[number];

const KNOWN: ReadonlySet<number> = new Set<number>([...Object.values(RET_CODES), ...SPEC_PAGE_CODES]);

/** Whether an answer's number is a code of the contract (a number from elsewhere gets the default handling). */
export function isRetCode(code: number): code is RetCode {
  return KNOWN.has(code);
}
