import type { PhoneFormatter } from './phone';

/** The mobile field's text and where its caret stands. */
export interface TypedNumber {
  readonly text: string;
  readonly caret: number;
}

/** One change of the mobile field, as the browser reports it. */
export interface NumberEdit {
  /** the text before the change (as last laid out) */
  readonly previous: string;
  /** the text after it */
  readonly typed: string;
  /** the caret after it */
  readonly caret: number;
  /** `deleteContentBackward` / `deleteContentForward` for Backspace / Delete (InputEvent.inputType) */
  readonly inputType?: string;
}

/** What the number is made of: digits and a leading +; spaces, brackets and dashes are only its layout. */
const isSignificant = (char: string) => /[0-9+]/.test(char);

const significantOf = (text: string) => [...text].filter(isSignificant).join('');

/** How many digits (and +) stand before `caret`. */
export function significantBefore(text: string, caret: number): number {
  return significantOf(text.slice(0, caret)).length;
}

/** The caret position just after the `count`th digit (or +) of `text`; 0 for none. */
export function caretAfterSignificant(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isSignificant(text[i]) && (seen += 1) === count) return i + 1;
  }
  return text.length;
}

/**
 * LOGIN-2, REG-1: a number laid out for its country as it is typed, the caret
 * kept after the same digit it followed. Erasing a space or a bracket the
 * layout put there erases the digit beside it instead: the layout would put
 * the space straight back and the key would seem to do nothing.
 */
export function formatTypedNumber(edit: NumberEdit, country: string, format: PhoneFormatter): TypedNumber {
  let { typed, caret } = edit;
  const erasedLayoutOnly = typed.length < edit.previous.length && significantOf(typed) === significantOf(edit.previous);
  if (erasedLayoutOnly) {
    const backward = edit.inputType !== 'deleteContentForward';
    const at = backward ? lastSignificantBefore(typed, caret) : firstSignificantFrom(typed, caret);
    if (at !== -1) {
      typed = typed.slice(0, at) + typed.slice(at + 1);
      if (backward) caret = at;
    }
  }
  const digitsBeforeCaret = significantBefore(typed, caret);
  const text = format(typed, country);
  return { text, caret: caretAfterSignificant(text, digitsBeforeCaret) };
}

function lastSignificantBefore(text: string, caret: number): number {
  for (let i = caret - 1; i >= 0; i -= 1) if (isSignificant(text[i])) return i;
  return -1;
}

function firstSignificantFrom(text: string, caret: number): number {
  for (let i = caret; i < text.length; i += 1) if (isSignificant(text[i])) return i;
  return -1;
}
