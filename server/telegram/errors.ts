import { RET_CODES } from '@/contract/ret-codes';

import { BIND_FAILURES } from './links';

/**
 * TG-7 and the Telegram endpoints' refusals. A refusal that the mini app
 * shows as a dialog names it in `result.dialog` (the page's catalogue hands
 * such answers to the page, as for DLG-5).
 */
export const TELEGRAM_ERRORS = {
  /** TG-7: tampered data, another bot's, or none: the person restarts the mini app */
  authFail: { code: RET_CODES.telegramAuthFail, message: 'TG_AUTH_FAIL', dialog: 'TG_AUTH_FAIL' },
  /** TG-7: our bot's data, but older than TELEGRAM_INIT_DATA_MAX_AGE */
  authExpired: {
    code: RET_CODES.telegramAuthExpired,
    message: 'Telegram authorization expired',
    dialog: 'TG_AUTH_EXPIRED',
  },
  /** a Telegram login whose Telegram account is linked to no exchange account */
  notLinked: { code: RET_CODES.telegramNotLinked, message: 'This Telegram account is not linked to an account' },
  /** TG-6: the bind-failure dialogs of the two link rules, in the words of a login's failed link (links.ts) */
  telegramTaken: {
    code: RET_CODES.telegramTaken,
    message: BIND_FAILURES.telegramTaken.message,
    dialog: 'telegramAlreadyBind',
  },
  accountTaken: {
    code: RET_CODES.accountTaken,
    message: BIND_FAILURES.accountTaken.message,
    dialog: 'relinkBybitAccountTip',
  },
} as const;
