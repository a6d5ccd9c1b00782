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

/**
 * Login requests (options) one network may ask for in 10 minutes, as a multiple of the api's per-IP
 * limit (API_IP_LIMIT): every login page view asks one for the autofill, so more than a login's.
 */
export const PASSKEY_REQUESTS_PER_IP_LIMIT = 10;
