/*
 * The words of the one gate every way in passes (server/accounts/admission.ts),
 * as types only. The gate asks the second step (second-step.ts), which asks
 * the risk rules (risk.ts), and both read these: kept here, apart from the
 * gate's code, the three modules import them without a circle.
 */

/**
 * How the person proved who they are, which decides whether a second step
 * follows (server/security/risk.ts): a password (login, OAuth login, the
 * password that links a third-party identity), a third-party identity,
 * Telegram launch data, a QR code confirmed on a signed-in device, a
 * quick-login token minted by a session, a passkey, a passed second step,
 * a registration just completed.
 */
export type Proof =
  'password' | 'thirdParty' | 'telegram' | 'qrcode' | 'quickToken' | 'passkey' | 'secondStep' | 'registration';

/** Where and from where a person comes in. */
export interface Entry {
  /** the site logged in on: the page's regulated site, else the site of the host the page was served from */
  readonly loginSite: string;
  /** the visitor's country, as a trusted hop named it (server/country.ts); '' when unknown */
  readonly visitorCountry: string;
}

/** What a successful answer says besides the session, kept with a second step until it is passed. */
export interface AnswerExtras {
  readonly isNewUser?: boolean;
  readonly useThirdparty?: boolean;
}

/** How a way in asks the gate: the proof it has, and what its answer says besides the session. */
export interface Gate {
  readonly proof: Proof;
  readonly extras?: AnswerExtras;
}
