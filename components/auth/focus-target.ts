/** What the focus rule needs to know of one of a form's controls, in the order they appear. */
export interface FieldFacts {
  /** a control a person types into or picks in (not a button, checkbox, hidden or read-only field) */
  readonly fillable: boolean;
  readonly empty: boolean;
}

/**
 * The control a form's focus goes to when the form is ready or a step
 * appears: the first one still to be filled. None when everything is filled
 * (a password manager did it): the person then presses the button.
 */
export function fieldToFill<T extends FieldFacts>(fields: readonly T[]): T | null {
  return fields.find((field) => field.fillable && field.empty) ?? null;
}

/**
 * Focus is moved only when nothing holds it: on the page itself (a new step
 * removed the button that had it) or nowhere. A person who already clicked
 * or tabbed somewhere keeps their place.
 */
export function focusIsFree(active: { readonly tagName: string } | null): boolean {
  return active === null || active.tagName === 'BODY' || active.tagName === 'HTML';
}

/** Input types a person does not type into. */
const NOT_TYPED = new Set([
  'hidden',
  'checkbox',
  'radio',
  'submit',
  'button',
  'reset',
  'image',
  'file',
  'range',
  'color',
]);

/** The facts of one control as the DOM shows it. */
export function fieldFacts(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FieldFacts {
  const typed = !(element instanceof HTMLInputElement) || !NOT_TYPED.has(element.type);
  const readOnly = !(element instanceof HTMLSelectElement) && element.readOnly;
  return {
    fillable: typed && !readOnly && !element.disabled && element.closest('[hidden]') === null,
    empty: element.value === '',
  };
}
