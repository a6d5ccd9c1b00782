import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';
import { describe, expect, it } from 'vitest';

import { pageDataScript, writePageDataWithKeptTexts } from '@/services/server/page-data-script';

/** What Next writes (NextScript.getInlineScriptSource). */
const asNextWrites = (data: object) => htmlEscapeJsonString(JSON.stringify(data));

function pageData(texts: object, query: Record<string, string> = {}) {
  return {
    props: {
      pageProps: {
        _nextI18Next: texts,
        webConfig: { captcha: 'altcha', note: 'a </script><script>alert(1)</script> & \u2028' },
        page: { path: '/login', locale: 'en' },
      },
      __N_SSP: true,
    },
    page: '/login',
    query,
    buildId: 'b1',
    locale: 'en',
  };
}

const TEXTS = {
  initialI18nStore: { en: { auth: { title: 'Log in', hint: '<b>&</b> \u2029 "quoted" $& $1' } } },
  initialLocale: 'en',
  ns: ['common', 'auth'],
  userConfig: null,
};

describe("the page's data script", () => {
  it('issue 40 writes what Next writes, character for character, texts and escapes included', () => {
    const data = pageData(TEXTS, { ref: 'a<b>&c', redirect_url: '/x?y=</script>' });
    expect(pageDataScript(data)).toBe(asNextWrites(data));
    // again, from the kept texts
    expect(pageDataScript(data)).toBe(asNextWrites(data));
    expect(pageDataScript(pageData(TEXTS, { other: '1' }))).toBe(asNextWrites(pageData(TEXTS, { other: '1' })));
  });

  it('issue 40 serializes a texts object once: they are read from the build and never change', () => {
    const texts = structuredClone(TEXTS);
    const first = pageDataScript(pageData(texts));
    texts.initialLocale = 'changed';
    expect(pageDataScript(pageData(texts))).toBe(first);
    // another object is another set of texts
    expect(pageDataScript(pageData(structuredClone(texts)))).toContain('"initialLocale":"changed"');
  });

  it('issue 40 leaves a page without texts to Next', () => {
    expect(pageDataScript({ props: { pageProps: { page: null } } })).toBeNull();
    expect(pageDataScript({ props: { pageProps: { _nextI18Next: null } } })).toBeNull();
    expect(pageDataScript({})).toBeNull();
  });

  it("issue 40 is installed on Next's NextScript once, however often the document is evaluated", () => {
    const asNext = (context: { __NEXT_DATA__: object }) => `next:${JSON.stringify(context.__NEXT_DATA__)}`;
    const nextScript = { getInlineScriptSource: asNext };
    writePageDataWithKeptTexts(nextScript);
    const installed = nextScript.getInlineScriptSource;
    writePageDataWithKeptTexts(nextScript);
    expect(nextScript.getInlineScriptSource).toBe(installed);
    const data = pageData(TEXTS);
    expect(nextScript.getInlineScriptSource({ __NEXT_DATA__: data })).toBe(asNextWrites(data));
    expect(nextScript.getInlineScriptSource({ __NEXT_DATA__: { page: '/500' } })).toBe('next:{"page":"/500"}');
  });
});
