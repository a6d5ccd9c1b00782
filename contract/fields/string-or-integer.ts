import { Type } from 'typebox';

/**
 * A field the pages send as text or as a number (a mobile number, a code, a
 * timestamp). A JSON-schema type list rather than a union: fastify's ajv
 * (allowUnionTypes) keeps either as it came and coerces only a value that
 * is neither, where an anyOf would turn every value into its first branch's
 * type. `maxLength` applies to text only.
 */
export function StringOrInteger(options: { readonly minLength?: number; readonly maxLength?: number } = {}) {
  return Type.Unsafe<string | number>({ type: ['string', 'integer'], ...options });
}
