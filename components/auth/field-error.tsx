/** The message under a field, tied to it by aria-describedby; nothing when there is no error. */
export function FieldError({ id, message }: { readonly id: string; readonly message: string | null }) {
  return (
    <p id={id} className="auth-field-error" role={message ? 'alert' : undefined}>
      {message ?? ''}
    </p>
  );
}
