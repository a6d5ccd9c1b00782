/**
 * Issue 36 item 8, devices and sessions: the timings and limits the api and
 * the account page share. Pure data.
 */

/** A session's "last used" is written at most this often (one conditional update when it is older). */
export const SESSION_TOUCH_SECONDS = 60;

/** The login history shows this many logins, newest first. */
export const LOGIN_HISTORY_SHOWN = 20;

/** Login events are kept this many days, and at most this many per account (the oldest go first). */
export const LOGIN_EVENTS_KEPT_DAYS = 90;
export const LOGIN_EVENTS_KEPT_MAX = 100;

/** The sessions one account lists (a session lasts 7 days; more than this is an attack's or a script's). */
export const SESSIONS_LISTED_MAX = 100;
