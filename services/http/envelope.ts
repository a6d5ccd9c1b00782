import type { Envelope } from '@/config/x-api';

/**
 * An envelope from either spelling (`ret_code` or `retCode`); null when the
 * body is no envelope. Pure: the browser's client and the web's server
 * (services/server/server-api.ts) both read answers with it.
 */
export function readEnvelope(body: unknown): Envelope<unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const code = b.ret_code ?? b.retCode;
  if (typeof code !== 'number' && !(typeof code === 'string' && /^-?\d+$/.test(code))) return null;
  return { ret_code: Number(code), ret_msg: String(b.ret_msg ?? b.retMsg ?? ''), result: b.result ?? null };
}
