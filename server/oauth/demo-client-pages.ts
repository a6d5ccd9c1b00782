import { createHash } from 'node:crypto';

import { BRAND, DEMO_CLIENT_NAME, DEMO_CLIENT_PATH } from './demo-client';

/** The demo's pages: plain server-rendered HTML, no script, one stylesheet allowed by its hash. */
const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}',
  'h1{font-size:1.5rem}',
  '.button{display:inline-block;padding:.6rem 1.2rem;border-radius:.4rem;background:#f7a600;color:#1a1a1a;',
  'font-weight:600;text-decoration:none}',
  'table{border-collapse:collapse}th,td{text-align:left;padding:.25rem 1rem .25rem 0;border-bottom:1px solid #ddd}',
  '.muted{color:#555}',
].join('');

const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

/** Response headers of every demo page: a CSP that allows no script at all, no framing, no referrer. */
export const DEMO_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'cache-control': 'no-store',
  // the callback URL carries the code: never send it on as a referrer (RFC 9700 §4.2.4)
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(DEMO_CLIENT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="muted">${escapeHtml(DEMO_CLIENT_NAME)}, a demo third-party app</p>
${body}
</body>
</html>
`;
}

const signInLink = (label: string) =>
  `<p><a class="button" href="${DEMO_CLIENT_PATH}/start">${escapeHtml(label)}</a></p>`;

export function homePage(scopes: readonly string[]): string {
  return page(
    'Welcome',
    `<h1>Track your portfolio</h1>
<p>This app signs you in with your ${escapeHtml(BRAND)} account: OAuth 2.0 authorization code with PKCE.
It asks for: ${scopes.map((s) => `<code>${escapeHtml(s)}</code>`).join(', ')}.</p>
${signInLink(`Sign in with ${BRAND}`)}`,
  );
}

/** Who signed in: every claim userinfo answered, escaped. */
export function signedInPage(claims: Readonly<Record<string, unknown>>, scope: string): string {
  const rows = Object.entries(claims)
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return page(
    'Signed in',
    `<h1>Signed in</h1>
<p>You are signed in with ${escapeHtml(BRAND)} as account <strong>${escapeHtml(claims.sub)}</strong>.</p>
<table>
${rows}
</table>
<p class="muted">Granted scopes: ${escapeHtml(scope)}</p>
${signInLink('Sign in again')}`,
  );
}

export function accessDeniedPage(): string {
  return page(
    'Access denied',
    `<h1>Access denied</h1>
<p>You did not allow ${escapeHtml(DEMO_CLIENT_NAME)} to use your ${escapeHtml(BRAND)} account, so you are not signed in.</p>
${signInLink('Try again')}`,
  );
}

export function failurePage(reason: string): string {
  return page(
    'Sign-in failed',
    `<h1>Sign-in failed</h1>
<p>${escapeHtml(reason)}</p>
${signInLink('Start again')}`,
  );
}
