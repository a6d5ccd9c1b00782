/**
 * Issue 39: the icons of the security settings' rows, drawn in the text's
 * colour (24 px, a 2 px stroke); each row's title names it, so they are hidden
 * from screen readers.
 */
const PATHS = {
  /** a phone with a check: the authenticator app */
  app: 'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5Zm1.5 9.5 2 2 3.5-4M11 18.5h2',
  /** an envelope */
  email: 'M3.5 5.5h17v13h-17Zm0 0L12 12l8.5-6.5',
  /** a speech bubble */
  sms: 'M4 5.5h16v10.5H10l-4.5 3.5V16H4Zm4 5h.01M12 10.5h.01M16 10.5h.01',
  /** a key */
  recovery: 'M14.5 3.5a6 6 0 1 1-4.9 9.5L3.5 19v1.5H6V19h2v-2h2l1.4-1.4A6 6 0 0 1 14.5 3.5Zm1.5 4.5h.01',
} as const;

export type SettingIconName = keyof typeof PATHS;

export function SettingIcon({ name }: { readonly name: SettingIconName }) {
  return (
    <span className="settings-row-icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[name]} />
      </svg>
    </span>
  );
}
