import { randomBytes } from 'node:crypto';

import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

/**
 * The page's data script (`__NEXT_DATA__`) with its texts serialized once.
 *
 * Next writes a page's data as `htmlEscapeJsonString(JSON.stringify(data))`
 * on every render (NextScript.getInlineScriptSource), and on a sign-in page
 * four fifths of that data are the page's texts (`_nextI18Next`): 9 of 11 kB
 * on /en/login, serialized, measured and escaped again for every request, a
 * twentieth of a fresh render's time (issue 40's profile). The texts of a
 * language and namespace set are one object per process
 * (services/server/translations.ts), read from the build and never changed, so
 * their escaped JSON is kept by that object; the rest of the data is
 * serialized as Next does, with the kept texts spliced in where they stand.
 * The script is the same, character for character, as Next's.
 *
 * The document (pages/_document.tsx) installs it on Next's NextScript
 * (`writePageDataWithKeptTexts`) for pages that bring texts; a page without
 * them is written by Next's own function. Next's
 * warning for page data over `largePageDataBytes` (128 kB) is not given for
 * pages that bring texts: theirs are about 11 kB.
 */

/** Escaped JSON of texts objects, by the object. */
const keptTexts = new WeakMap<object, string>();

/** Stands where the texts go while the rest is serialized: nothing a page's data could hold by chance. */
const PLACE = `texts-${randomBytes(16).toString('hex')}`;
const QUOTED_PLACE = JSON.stringify(PLACE);

interface PageData {
  readonly props?: { readonly pageProps?: Readonly<Record<string, unknown>> } & Readonly<Record<string, unknown>>;
}

/** The escaped JSON of a page's data, or null for a page that brings no texts (Next writes that one). */
export function pageDataScript(data: PageData): string | null {
  const props = data.props;
  const pageProps = props?.pageProps;
  const texts = pageProps?._nextI18Next;
  if (!props || !pageProps || typeof texts !== 'object' || texts === null) return null;
  let textsJson = keptTexts.get(texts);
  if (textsJson === undefined) {
    textsJson = htmlEscapeJsonString(JSON.stringify(texts));
    keptTexts.set(texts, textsJson);
  }
  // the same keys in the same order, the texts' value replaced by the place they go
  const rest = htmlEscapeJsonString(
    JSON.stringify({ ...data, props: { ...props, pageProps: { ...pageProps, _nextI18Next: PLACE } } }),
  );
  const at = rest.indexOf(QUOTED_PLACE);
  // not where it was put (a `toJSON` in the props wrote them otherwise): Next writes this one
  if (at < 0) return null;
  return rest.slice(0, at) + textsJson + rest.slice(at + QUOTED_PLACE.length);
}

interface NextScriptClass {
  getInlineScriptSource(context: { readonly __NEXT_DATA__: PageData }): string;
}

/** Marks the function `writePageDataWithKeptTexts` installs, so a document evaluated again (next dev) installs none twice. */
const INSTALLED = Symbol.for('bybit-login.page-data-script');

/** Makes Next's NextScript write the page's data with `pageDataScript`, or as before for a page without texts. */
export function writePageDataWithKeptTexts(nextScript: NextScriptClass): void {
  const current = nextScript.getInlineScriptSource as NextScriptClass['getInlineScriptSource'] & { [INSTALLED]?: true };
  if (current[INSTALLED]) return;
  const asNextWrites = current.bind(nextScript);
  const write = (context: { readonly __NEXT_DATA__: PageData }) =>
    pageDataScript(context.__NEXT_DATA__) ?? asNextWrites(context);
  nextScript.getInlineScriptSource = Object.assign(write, { [INSTALLED]: true as const });
}
