/**
 * Passkeys (WebAuthn): the limits both sides read. Pure data.
 */

/** A passkey request (registration or login options) is answered within this, once; then it is void. */
export const PASSKEY_CEREMONY_TTL_SECONDS = 5 * 60;

/** The passkeys one account may have; an eleventh is refused until one is removed. */
export const PASSKEYS_PER_ACCOUNT = 10;

/** A passkey's name as the person gives it (the page proposes the browser and system). */
export const PASSKEY_NAME_MAX_LENGTH = 64;

/** The relying party's name the authenticator shows beside the account ("Bybit: you@example.com"). */
export const PASSKEY_RP_NAME = 'Bybit';
