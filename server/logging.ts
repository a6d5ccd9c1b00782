/**
 * Query parameters whose values may be logged: they name nothing that grants
 * anything (a site, a language, a flag, a public client, a captcha kind).
 * Every other value is redacted: uuids of sign-ups and QR codes, tokens,
 * codes, states, callbacks, and whatever parameter is added later, until it
 * is listed here.
 */
const HARMLESS_PARAMS: ReadonlySet<string> = new Set([
  'site_id',
  'lang',
  'platform',
  'is_disable',
  'is_iso',
  'type',
  'scene',
  'client_id',
  'response_type',
  'scope',
  'code_challenge_method',
]);

/** A request URL as it may be logged: only the values of harmless query parameters kept. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const entries = [...new URLSearchParams(url.slice(q + 1))].map(([key, value]) => [
    key,
    HARMLESS_PARAMS.has(key.toLowerCase()) ? value : '[redacted]',
  ]);
  return `${url.slice(0, q)}?${new URLSearchParams(entries).toString()}`;
}

/** Fastify logger options: method, redacted URL and status only; no headers, no bodies. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req(req: { method: string; url: string }) {
        return { method: req.method, url: redactUrl(req.url) };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
  };
}
