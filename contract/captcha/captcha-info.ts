import { Type, type Static } from 'typebox';

/** CAP-9: the magpie challenge as captcha-info hands it out (ALTCHA v1 challenge format). */
export const MagpieChallenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  /** hex SHA-256 of `salt + number` */
  challenge: Type.String(),
  /** carries `?expires=<unix s>&scene=<scene>&` after the random part */
  salt: Type.String(),
  /** the secret number is in 1..maxnumber */
  maxnumber: Type.Integer(),
  /** hex HMAC-SHA-256 of `challenge` under the server key */
  signature: Type.String(),
});
export type MagpieChallenge = Static<typeof MagpieChallenge>;

/** CAP-8: the query of both captcha-info paths. */
export const CaptchaInfoQuery = Type.Object({
  /** CAPTCHA_INFO_TYPE */
  type: Type.Optional(Type.String({ maxLength: 64 })),
  /** the hashed device GUID */
  login_name: Type.Optional(Type.String({ maxLength: 256 })),
  /** binds the magpie challenge to the scene it will be shown for */
  scene: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** CAP-8: geetest's fields (empty, `success` 0, when its server gave none) and the magpie challenge. */
export const CaptchaInfo = Type.Object({
  gt: Type.String(),
  challenge: Type.String(),
  /** 1 when geetest's server answered gt/challenge */
  success: Type.Union([Type.Literal(0), Type.Literal(1)]),
  newCaptcha: Type.Boolean(),
  sGt: Type.String(),
  sChallenge: Type.String(),
  /** the newer captcha; absent from a server without it */
  magpie: Type.Optional(MagpieChallenge),
});
export type CaptchaInfo = Static<typeof CaptchaInfo>;
