import type { AUTHORIZATION_REFUSALS } from '@/contract/oauth/codes';
import { RET_CODES, SPEC_PAGE_CODES, type RetCode } from '@/contract/ret-codes';

/** The contract's codes by name (contract/ret-codes.ts); the front end's own lists of them follow. */
export { RET_CODES };

/** ERR-11: handed to the page without a toast; the screen decides (dialogs, inline errors). */
export const HANDED_TO_PAGE: ReadonlySet<RetCode> = new Set<RetCode>([
  RET_CODES.tooManyPasswordErrors,
  RET_CODES.ipLimit,
  RET_CODES.accountBanned,
  RET_CODES.phoneLimit,
  RET_CODES.tooManySends,
  // issue 26: a login waits for its second step; the account locked by wrong codes
  RET_CODES.secondStepRequired,
  RET_CODES.tooManyCodeErrors,
  // codes of the exchange's api the spec hands to the page by number (20100, 50101, 10026, 4006xx, 411xx)
  ...SPEC_PAGE_CODES,
]);

/** OAUTH-3: refusals of an authorization request, which the consent page tells itself (contract/oauth/codes.ts). */
export const OAUTH_REFUSAL_CODES: readonly RetCode[] = [
  RET_CODES.oauthInvalidClient,
  RET_CODES.oauthInvalidRedirectUri,
  RET_CODES.oauthInvalidRequest,
  RET_CODES.oauthInvalidScope,
  RET_CODES.oauthUnsupportedResponseType,
] satisfies typeof AUTHORIZATION_REFUSALS;

/** LOGIN-7: QR-code refusals the QR panel and the confirm page tell themselves. */
export const QR_PAGE_CODES: readonly RetCode[] = [RET_CODES.qrExpired, RET_CODES.qrHandled];

/**
 * ERR-8: wrong-password counts resolved to the page as a normal answer; the
 * others are refusals. Both carry the count, and the login page tells the
 * attempts left from the first (LOGIN-5).
 */
export const PASSWORD_COUNTS_FOR_PAGE: readonly number[] = [3, 4, 5];
