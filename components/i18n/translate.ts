/**
 * The translation rules the pages use, as pure functions: nested keys with
 * dots, a namespace prefix with a colon (`errors:codes.10001`), `{{name}}`
 * placeholders, and `<tag>…</tag>` marks for links inside a sentence. That is
 * all the texts in public/locales need (tests/i18n checks the placeholders),
 * and it costs the browser about 1 kB where i18next and react-i18next cost 28.
 */

export type Messages = { readonly [key: string]: string | Messages };

/** namespace → its messages */
export type Resources = Readonly<Record<string, Messages>>;

export type TranslateValues = Readonly<Record<string, unknown>> & {
  /** the text when the key has none (a server's sanitized message, ERR-13) */
  readonly defaultValue?: string;
};

/** A translate function bound to a namespace: the key itself when nothing is found, as i18next does. */
export type TFunction = (key: string, values?: TranslateValues) => string;

/** The string at a dotted key, or undefined when there is none (or it is a group of keys). */
export function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` replaced by its value as text; a placeholder without a value stays as written. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** `ns:key` names its namespace; a plain key is read from `namespace`. */
export function splitKey(key: string, namespace: string): { readonly ns: string; readonly key: string } {
  const colon = key.indexOf(':');
  // dots come after the namespace: `a.b:c` is a key with a colon, not a namespace
  if (colon > 0 && !key.slice(0, colon).includes('.')) return { ns: key.slice(0, colon), key: key.slice(colon + 1) };
  return { ns: namespace, key };
}

export function translate(resources: Resources, namespace: string, key: string, values?: TranslateValues): string {
  const where = splitKey(key, namespace);
  const text = lookup(resources[where.ns], where.key) ?? values?.defaultValue ?? key;
  return interpolate(text, values);
}

/** A piece of a marked-up sentence: text, or the text inside `<tag>…</tag>`. */
export type MarkedPiece = { readonly text: string; readonly tag?: string };

const MARK = /<(\w+)>(.*?)<\/\1>/g;

/** `Read the <terms>Terms</terms>.` → text, tagged text, text. Marks do not nest. */
export function splitMarks(text: string): MarkedPiece[] {
  const pieces: MarkedPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[2], tag: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
