import { cloneElement, type ReactElement } from 'react';

import { splitMarks } from './translate';
import { useFixedT } from './use-fixed-t';

interface Props {
  readonly ns: string;
  readonly textKey: string;
  /** what each `<tag>…</tag>` of the text becomes, with the marked words as its children */
  readonly marks: Readonly<Record<string, ReactElement<{ children?: unknown }>>>;
}

/** A translated sentence with links inside it; the words of the links stay the translators'. */
export function MarkedText({ ns, textKey, marks }: Props) {
  const t = useFixedT(ns);
  return (
    <>
      {splitMarks(t(textKey)).map((piece, index) => {
        const mark = piece.tag ? marks[piece.tag] : undefined;
        // a tag with no element renders as its words, never as markup
        return mark ? cloneElement(mark, { key: index }, piece.text) : piece.text;
      })}
    </>
  );
}
