import { Type } from 'typebox';

import { CaptchaFields } from '../fields/captcha';
import { StringOrInteger } from '../fields/string-or-integer';
import { RET_CODES } from '../ret-codes';

/** The page's address and the tags that came with it: longer than this, none is a value. */
export const TAG_MAX_LENGTH = 2048;

/**
 * A tag of the link the person came by: any shape is accepted, and the api
 * keeps it only when it is a string of at most TAG_MAX_LENGTH or a number. A
 * link with a malformed tag still registers (REG-5); the tag is dropped.
 */
const tag = () => Type.Optional(Type.Unknown());

/**
 * REG-5, REG-12: `ext_json` {tg_source, eu_subscription 0|1 (EU site),
 * is_manual_input}; sent as this object or as its JSON text, which the api
 * reads against the same schema.
 */
export const ExtJson = Type.Object({
  tg_source: Type.Optional(Type.Unknown()),
  eu_subscription: Type.Optional(Type.Enum([0, 1])),
  is_manual_input: Type.Optional(Type.Unknown()),
});

/** REG-1: the account a registration names: an email, or a mobile number with its country. */
export const AccountFields = {
  email: Type.Optional(Type.String({ maxLength: 128 })),
  mobile: Type.Optional(StringOrInteger()),
  /** ISO alpha-2 ('GB') or a dial code that names one country ('44', '+44') */
  country_code: Type.Optional(StringOrInteger()),
  /** REG-1: 1 email, 5 mobile, 44 Turkish (a string `type` is the captcha's, CAP-1) */
  register_type: Type.Optional(Type.Integer()),
};

/** REG-5, AFF-1, REDIR-11: channel information and attribution, kept with the registration (empty ones are not). */
export const ChannelFields = {
  url: Type.Optional(Type.String({ maxLength: TAG_MAX_LENGTH })),
  /** the referral code of a referral link */
  user_code: Type.Optional(Type.String({ maxLength: 64 })),
  medium: tag(),
  userCode: tag(),
  channel: tag(),
  affiliate_id: tag(),
  ref: tag(),
  group_id: tag(),
  group_type: tag(),
  campaign: tag(),
  source: tag(),
  utmsource: tag(),
  content: tag(),
  stage: tag(),
  term: tag(),
  regist_channel: tag(),
  telegram_callback: tag(),
  ext_json: Type.Optional(Type.Union([ExtJson, Type.String({ maxLength: TAG_MAX_LENGTH })])),
};

/** What every call that starts a registration sends: the account, how the person came, the site, a solved captcha. */
export const StartFields = {
  ...AccountFields,
  ...ChannelFields,
  site_id: Type.Optional(Type.String({ maxLength: 16 })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
  ...CaptchaFields,
};

/**
 * Refusals of every call that starts a registration: too many from this
 * network, the captcha, the account exists, numbers of the country may not
 * register (REG-10).
 */
export const START_CODES = [
  RET_CODES.ipLimit,
  RET_CODES.captchaFailed,
  RET_CODES.accountExists,
  RET_CODES.phoneLimit,
] as const;
