export { decideProxy, type PageContext, type ProxyDecision, type ProxyRequest } from './proxy-decision';
export { buildSecurityHeaders, createNonce } from './security-headers';
export { allowedLanguages, pickSiteLanguage, splitLocalePrefix } from './language';
export { detectPlatform, type Platform } from './platform';
export { resolveSite } from './site';
export { shouldLoadAdScript } from './ad-script';
