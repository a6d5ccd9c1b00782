/** The outline of each permission's icon (24 x 24, drawn with the text's colour). */
const PATHS: Readonly<Record<string, string>> = {
  // an identity card: which account you are
  openid:
    'M3 6h18v12H3z M7 10h4 M7 14h3 M15 9.5a1.5 1.5 0 1 1 0 3a1.5 1.5 0 1 1 0-3 M13 15.5c.5-1.2 1.3-1.8 2-1.8s1.5.6 2 1.8',
  // a person: the display name and masked contacts
  profile: 'M12 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8 M4.5 20c1.2-3.5 4-5 7.5-5s6.3 1.5 7.5 5',
  // an envelope: the email address
  email: 'M3 6h18v12H3z M3 7l9 6l9-6',
  // a shield with a tick: the verification level
  'read:account': 'M12 3l7 3v5c0 4.5-3 8-7 10c-4-2-7-5.5-7-10V6z M9 12l2 2l4-4',
};

/** A key: any other permission. */
const FALLBACK = 'M8 10a4 4 0 1 1 0 .1 M11.5 11.5L20 20 M16 16l2-2 M18 18l2-2';

/** OAUTH-3, issue 39: the icon of a permission on the consent screen; the text beside it says what it is. */
export function ScopeIcon({ scope }: { readonly scope: string }) {
  return (
    <svg
      className="oauth-scope-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[scope] ?? FALLBACK} />
    </svg>
  );
}
