import { Ajv } from 'ajv';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';

import { isPlainText, PLAIN_TEXT_KEYWORD, plainTextKeyword, withPlainText } from '@/server/routes/plain-text';

describe('plain text in requests', () => {
  it('a one-line string holds no C0 control character and no DEL; a multiline one may hold tab and line breaks', () => {
    expect(isPlainText('Zoë 名前 ٣', 'line')).toBe(true);
    for (const c of ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f']) {
      expect(isPlainText(`a${c}b`, 'line'), JSON.stringify(c)).toBe(false);
    }
    expect(isPlainText('a\tb\r\nc', 'multiline')).toBe(true);
    expect(isPlainText('a\u0000b', 'multiline')).toBe(false);
    expect(isPlainText('a\u000bb', 'multiline')).toBe(false);
  });

  it('an open value is judged by every string and property name inside it', () => {
    expect(isPlainText({ a: ['b', { c: 1, d: null, e: true }] }, 'line')).toBe(true);
    expect(isPlainText({ a: ['b', { c: 'x\u0000' }] }, 'line')).toBe(false);
    expect(isPlainText({ ['k\u0000']: 1 }, 'line')).toBe(false);
  });

  it('an open value nested deeper than 32 levels is refused, not walked until the stack runs out', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 'x' : [nest(depth - 1)]);
    expect(isPlainText(nest(31), 'line')).toBe(true);
    expect(isPlainText(nest(40), 'line')).toBe(false);
    expect(isPlainText(JSON.parse('['.repeat(30_000) + ']'.repeat(30_000)), 'line')).toBe(false);
  });

  it('every string of a schema, property names and open fields gain the keyword; the contract object is left alone', () => {
    const schema = Type.Object({
      a: Type.String(),
      b: Type.Optional(Type.Union([Type.String({ pattern: '^x' }), Type.Array(Type.String())])),
      c: Type.Record(Type.String(), Type.Integer(), { propertyNames: { maxLength: 3 } }),
      d: Type.Unknown(),
      e: Type.Unsafe<string>({ type: 'string', multiline: true }),
      f: Type.Integer(),
    });
    const before = JSON.stringify(schema);
    const checked = withPlainText(schema) as unknown as {
      properties: Record<string, Record<string, unknown> & { anyOf?: Record<string, unknown>[] }>;
    };
    expect(JSON.stringify(schema)).toBe(before);
    const p = checked.properties;
    expect(p.a[PLAIN_TEXT_KEYWORD]).toBe('line');
    expect(p.b.anyOf?.[0][PLAIN_TEXT_KEYWORD]).toBe('line');
    expect((p.b.anyOf?.[1].items as Record<string, unknown>)[PLAIN_TEXT_KEYWORD]).toBe('line');
    expect((p.c.propertyNames as Record<string, unknown>)[PLAIN_TEXT_KEYWORD]).toBe('line');
    expect(p.d[PLAIN_TEXT_KEYWORD]).toBe('line');
    expect(p.e[PLAIN_TEXT_KEYWORD]).toBe('multiline');
    expect(p.e.multiline).toBeUndefined();
    expect(p.f[PLAIN_TEXT_KEYWORD]).toBeUndefined();

    const ajv = plainTextKeyword(new Ajv({ strict: true }));
    const validate = ajv.compile(checked);
    const valid = { a: 'ok', c: { abc: 1 }, d: { x: ['y', 1] }, e: 'two\nlines', f: 1 };
    expect(validate(valid), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...valid, a: 'no\u0000' })).toBe(false);
    expect(validate.errors?.[0].message).toBe('must not contain control characters');
    expect(validate({ ...valid, c: { ['a\u0000']: 1 } })).toBe(false);
    expect(validate({ ...valid, d: { x: ['\u0007'] } })).toBe(false);
    expect(validate({ ...valid, e: 'bell\u0007' })).toBe(false);
  });
});
