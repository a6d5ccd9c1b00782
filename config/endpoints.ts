/**
 * What the request layer must know about endpoints: which are public (no user
 * token, HTTP-6) and which kind of endpoint a path is, for the error
 * catalogue (ERR-4..10).
 */
export type EndpointKind =
  | 'login'
  | 'register'
  | 'profile'
  | 'telegramBind'
  | 'miniApp'
  | 'qrcode'
  | 'authorize'
  | 'thirdPartyLogin'
  | 'anonymity'
  | 'openInfo'
  | 'unbindGoogle2faSendCode'
  | 'other';

const KINDS: ReadonlyArray<readonly [RegExp, EndpointKind]> = [
  [
    /^\/(?:login|user\/public\/login_compliance|user\/public\/quick_login|user\/public\/telegram\/login|user\/public\/self-unbind\/(?:check|send-code|unblock))$/,
    'login',
  ],
  [/^\/user\/public\/(?:login\/thirdparty(?:\/link)?|thirdparty\/authorize)$/, 'thirdPartyLogin'],
  [
    /^\/(?:user\/public\/register(?:\/.*|_compliance)?|register\/.*|verify\/register\/.*|user\/public\/risk\/default-intercept)$/,
    'register',
  ],
  [/^\/v2\/private\/user\/profile$/, 'profile'],
  [/^\/user\/private\/(?:bind|unbind)\/telegram$|^\/user\/private\/telegram-bind-status$/, 'telegramBind'],
  [/^\/(?:fht\/growth\/miniapp\/task\/v1\/complete_task|user\/public\/telegram\/launch)$/, 'miniApp'],
  [/^\/v3\/(?:public\/qrcode\/(?:generate|status)|private\/qrcode\/(?:scan|confirm|cancel))$/, 'qrcode'],
  [/^\/oauth\/v1\/(?:private\/(?:authorize|pre_authorize|confirm_auth)|public\/client_info)$/, 'authorize'],
  [/^\/affiliate\/v5\/anonymity$/, 'anonymity'],
  [/^\/affiliate\/apis\/v1\/open-info$/, 'openInfo'],
  [/\/unbind-google-2fa\/send-code-to-email$/, 'unbindGoogle2faSendCode'],
];

/** HTTP-6: permission, captcha-info, white-hosts, qrcode generate, country-list, config. */
const PUBLIC: readonly RegExp[] = [
  /^\/register\/permission(?:_v2)?$/,
  /^\/(?:v3\/public|user\/public)\/(?:user\/)?captcha-info$/,
  /^\/user\/public\/get-white-hosts$/,
  /^\/v3\/public\/qrcode\/generate$/,
  /^\/v2\/public\/country-list$/,
  /^\/v3\/config\/(?:web|banner)$/,
];

/**
 * Login, registration and OAuth endpoints: a 10006 there is expected, not
 * toasted (ERR-4); the OAuth page sends the visitor to log in (OAUTH-4).
 */
const SESSION_TOAST_EXEMPT: readonly EndpointKind[] = ['login', 'register', 'profile', 'thirdPartyLogin', 'authorize'];

/** The path as the api knows it: without origin, `/x-api` prefix and query. */
export function endpointPath(url: string): string {
  const noOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const path = noOrigin.split(/[?#]/)[0];
  const withoutPrefix = path.replace(/^(?:\/[^/]+)*?\/x-api(?=\/)/, '');
  return withoutPrefix || '/';
}

export function endpointKind(url: string): EndpointKind {
  const path = endpointPath(url);
  return KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}

export function isPublicEndpoint(url: string): boolean {
  const path = endpointPath(url);
  return PUBLIC.some((pattern) => pattern.test(path));
}

export function isSessionToastExempt(kind: EndpointKind): boolean {
  return SESSION_TOAST_EXEMPT.includes(kind);
}
