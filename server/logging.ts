/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS =
  /^(?:.*token.*|code|password|pwd|secret|client_secret|code_verifier|ticket|randstr|signature|sign|init_data|hash)$/i;

/** A request URL as it may be logged: secret query values replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
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
