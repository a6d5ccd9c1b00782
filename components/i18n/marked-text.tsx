import { cloneElement, type ReactElement } from 'react';

import type { Namespace } from '@/config/i18n';

import { useDataT, type TextKey } from './text-key';

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

interface Props<NS extends Namespace> {
  readonly ns: NS;
  readonly textKey: TextKey<NS>;
  /** what each `<tag>…</tag>` of the text becomes, with the marked words as its children */
  readonly marks: Readonly<Record<string, ReactElement<{ children?: unknown }>>>;
}

/**
 * A translated sentence with links inside it; the words of the links stay the
 * translators'. react-i18next's Trans does this too, for about 5 kB more in
 * every page that has such a sentence.
 */
export function MarkedText<NS extends Namespace>({ ns, textKey, marks }: Props<NS>) {
  const t = useDataT(ns);
  return (
    <>
      {splitMarks(t(String(textKey))).map((piece, index) => {
        const mark = piece.tag ? marks[piece.tag] : undefined;
        // a tag with no element renders as its words, never as markup
        return mark ? cloneElement(mark, { key: index }, piece.text) : piece.text;
      })}
    </>
  );
}
