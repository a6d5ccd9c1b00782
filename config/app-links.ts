/**
 * UI-3: how web pages reach the exchange's mobile app. The scheme opens the
 * app at a named screen (`bybitapp://trade/spot?symbol=BTCUSDT`); the marker
 * tells a page that it is rendered inside the app's web view.
 */
export const APP_SCHEME = 'bybitapp://';

/**
 * The app's web view appends `BybitApp/<version>` to its user agent (older
 * builds a bare `bybit_app` token). Deliberately narrow: a false positive turns
 * every link into a scheme an ordinary browser cannot open, so only a
 * delimited token counts — "MyBybitAppClone/1" or "bybit_application" do not.
 */
export const APP_USER_AGENT_MARKER = /(?:^|[\s;(])(?:BybitApp\/\d|bybit_app(?=$|[\s;)/]))/;

/**
 * UI-3, UI-4: a language segment in front of a web path of the site (`/en`,
 * `/zh-TW`, `/tr-TUR`, `/fil-PH`, `/es-419`), removed before a link's path is
 * matched. Lower-case language, so page words like `/vip` are not mistaken
 * for one: a bare segment must be exactly two letters.
 */
export const WEB_LANGUAGE_PREFIX = /^\/(?:[a-z]{2}|[a-z]{2,3}-(?:[A-Za-z]{2,3}|\d{3}))(?=\/|$)/;
