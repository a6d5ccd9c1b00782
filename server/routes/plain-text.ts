import type { Ajv } from 'ajv';

/**
 * Control characters in what a client sends (SEC: a NUL reached the database
 * and came back as a 500). Every string a contract's request schema declares
 * is plain text: no C0 control character and no DEL. A string the contract
 * marks `multiline: true` may also hold tab, line feed and carriage return.
 */
export const PLAIN_TEXT_KEYWORD = 'plainText';

type TextMode = 'line' | 'multiline';

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** How deep an open field may nest: deeper is refused rather than walked (a 64 KB body can nest 30 000 deep). */
const MAX_DEPTH = 32;

/**
 * Whether a value is plain text of the mode (pure; the keyword's check): a
 * string, or for a field the contract leaves open (`Type.Unknown()`), every
 * string and property name inside it, nested at most MAX_DEPTH deep.
 */
export function isPlainText(value: unknown, mode: TextMode, depth = 0): boolean {
  if (typeof value === 'string') return !(mode === 'multiline' ? CONTROL_BUT_LINES : CONTROL).test(value);
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainText(item, mode, depth + 1));
  return Object.entries(value).every(([key, item]) => isPlainText(key, mode) && isPlainText(item, mode, depth + 1));
}

/** The ajv keyword the request schemas carry after `withPlainText`; an ajv plugin (fastify's `ajv.plugins`). */
export function plainTextKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: PLAIN_TEXT_KEYWORD,
    schemaType: 'string',
    error: { message: 'must not contain control characters' },
    validate: (mode: TextMode, value: unknown) => isPlainText(value, mode),
  });
}

type Schema = { readonly [key: string]: unknown };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/** Keywords whose value is one schema, or a list or map of them. */
const ONE = ['items', 'additionalProperties', 'propertyNames', 'not', 'contains', 'if', 'then', 'else'] as const;
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const MAP = ['properties', 'patternProperties'] as const;

function declaresString(schema: Schema): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** A field the contract leaves open (`Type.Unknown()`): no type, nothing that describes its parts. */
function isOpen(schema: Schema): boolean {
  return !('type' in schema) && !['anyOf', 'oneOf', 'allOf', 'not', '$ref', 'const', 'enum'].some((k) => k in schema);
}

/**
 * A copy of a request schema in which every string (property names
 * included) and every open field carries the plain-text keyword: `multiline` where the contract
 * says `multiline: true`, else `line`. The contract's own objects are left
 * as they are (the web reads them too).
 */
export function withPlainText<S>(schema: S, propertyNames = false): S {
  if (!isSchema(schema)) return schema;
  const copy: Record<string | symbol, unknown> = { ...schema };
  for (const key of ONE) {
    if (isSchema(schema[key])) copy[key] = withPlainText(schema[key], key === 'propertyNames');
  }
  for (const key of LIST) {
    const list = schema[key];
    if (Array.isArray(list)) copy[key] = list.map((s: unknown) => withPlainText(s));
  }
  for (const key of MAP) {
    const map = schema[key];
    if (isSchema(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([k, s]) => [k, withPlainText(s)]));
  }
  // property names are strings whether or not their schema says so
  if (declaresString(schema) || propertyNames || isOpen(schema)) {
    copy[PLAIN_TEXT_KEYWORD] = schema.multiline === true ? 'multiline' : 'line';
  }
  delete copy.multiline;
  return copy as S;
}
