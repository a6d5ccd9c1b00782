/** A phone as the tests open one: an iPhone's size and user agent, with touch (UI-2's banner is for phones). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

/** A desktop window of the size issue 25's checks name. */
export const DESKTOP = { viewport: { width: 1440, height: 900 } };
