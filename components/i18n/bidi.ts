/**
 * A name, address or code inside translated text, isolated from it
 * (Unicode FSI … PDI), so `@name` or `ub***@example.com.` keep their order
 * in right-to-left text.
 */
export function isolated(value: string): string {
  return value ? `\u2068${value}\u2069` : value;
}
