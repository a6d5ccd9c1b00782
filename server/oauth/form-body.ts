/** A parsed application/x-www-form-urlencoded body: a repeated name keeps every value. */
export type FormBody = Record<string, string | string[]>;

/**
 * Parses a form body with URLSearchParams (what @fastify/formbody would do,
 * without a dependency for a dozen lines). Repeats are kept as lists so the
 * token endpoint can refuse them (RFC 6749 §3.2: parameters are sent once).
 */
export function parseFormBody(text: string): FormBody {
  const body: FormBody = Object.create(null) as FormBody;
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = body[name];
    if (seen === undefined) body[name] = value;
    else body[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return body;
}
