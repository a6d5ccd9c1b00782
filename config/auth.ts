/**
 * Login and registration facts the screens share (LOGIN-1..11, REG-1..12):
 * steps, account types, variants, limits and the web-config keys they read.
 * Pure data.
 */

export type AccountKind = 'email' | 'mobile';

/** REG-8: the risk scene of registration ("sence" is the api's spelling). */
export const REGISTER_RISK_SCENE = 30002;

/** REG-2: how often the link step asks whether the link was opened. */
export const LINK_POLL_MS = 3_000;

/** LOGIN-9: the logout call's tracking properties (sc success, ec error). */
export const LOGOUT_RP_PROPS = { sc: 10025, ec: 10026 } as const;

/** REG-7: recall stages of GET /user/public/register/recall/info. */
export const RECALL_STAGES = { password: 'commit_password', login: 'commit_login' } as const;

/** UI-6: the /v3/config/web keys the auth screens read. */
export const AUTH_CONFIG_KEYS = {
  rsaPublicKey: 'rsa_public_key',
  registerVariant: 'register_variant',
  phoneTabHidden: 'phone_tab_hidden',
  downloadAllowed: 'download_allowed',
  whiteHosts: 'white_hosts',
  captchaOrder: 'captcha_order',
  /** TG-2: the mini app's bot, named on the link-authorisation screen */
  telegramBotName: 'telegram_bot_name',
  /** LOGIN-6: JSON list of `{name, label}` of the providers offered for sign-in */
  thirdPartyProviders: 'thirdparty_providers',
} as const;

/** CMP-1: the elements of the sign-in screens that compliance rules may act on. */
export const COMPLIANCE_ELEMENTS = {
  loginPhoneTab: 'login.phoneTab',
  registerPhoneTab: 'register.phoneTab',
  bonusBanner: 'bonus.banner',
} as const;

/** REG-12: the sign-up bonus banner keys, EU first. */
export const BONUS_BANNER_KEYS = { default: 'signup_bonus', EU: 'signup_bonus_eu' } as const;

/** LOGIN-12: a self-help ban can be lifted by the person this long after it began (SPEC §9). */
export const BAN_WINDOW_MS = 86_400_000;
