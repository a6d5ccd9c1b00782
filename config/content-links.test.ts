import { describe, expect, it } from 'vitest';

import { CONTENT_KINDS } from '@/config/content-links';
import { ALL_LOCALES } from '@/config/languages';
import { SITE_IDS, SITES, type SiteId } from '@/config/sites';
import { contentLanguage, contentLinkHref, rewriteContentLink } from '@/services/content-links';

/** Expected content hosts per site: blog, learn, announcements. */
const EXPECTED: Readonly<Record<SiteId, readonly [string, string, string]>> = {
  BYBIT: ['blog.bybit.com', 'learn.bybit.com', 'announcements.bybit.com'],
  HKG: ['blog.bybit.com', 'learn.bybit.com', 'announcements.bybit.com.hk'],
  TUR: ['blog.bybit-tr.com', 'learn.bybit-tr.com', 'announcements.bybit-tr.com'],
  KAZ: ['blog.bybit.kz', 'learn.bybit.kz', 'announcements.bybit.kz'],
  NLD: ['blog.bybit.com', 'learn.bybit.com', 'announcements.bybit.nl'],
  GEO: ['blog.bybit.ge', 'learn.bybit.ge', 'announcements.bybit.ge'],
  IDN: ['blog.bybit.co.id', 'learn.bybit.co.id', 'announcements.bybit.co.id'],
  ARE: ['blog.bybit.ae', 'learn.bybit.ae', 'announcements.bybit.ae'],
  EU: ['blog.bybit.eu', 'learn.bybit.eu', 'announcements.bybit.eu'],
  JPN: ['blog.bybit.co.jp', 'learn.bybit.co.jp', 'announcements.bybit.co.jp'],
};

describe('contentLinkHref', () => {
  it('UI-4 the table covers every site', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SITE_IDS].sort());
  });

  describe.each(SITE_IDS)('site %s', (site) => {
    it.each(CONTENT_KINDS.map((kind, i) => [kind, i] as const))(
      'UI-4 %s points to its content sub-domain on the canonical host',
      (kind, i) => {
        const host = SITES[site].hosts[0];
        expect(contentLinkHref(kind, site, 'en', host)).toBe(`https://${EXPECTED[site][i]}/en/`);
      },
    );

    it('UI-4 the host may be left out, or be any of the site’s hosts', () => {
      for (const [i, kind] of CONTENT_KINDS.entries()) {
        expect(contentLinkHref(kind, site, 'en')).toBe(`https://${EXPECTED[site][i]}/en/`);
        for (const host of SITES[site].hosts) {
          expect(contentLinkHref(kind, site, 'en', host)).toBe(`https://${EXPECTED[site][i]}/en/`);
        }
      }
    });

    it('UI-4 dev hosts read the site’s production domain', () => {
      const devHost = SITES[site].devName ? `${SITES[site].devName}.localhost:3000` : 'localhost:3000';
      for (const host of [devHost, 'localhost', '127.0.0.1:3000', '[::1]:3000']) {
        for (const [i, kind] of CONTENT_KINDS.entries()) {
          expect(contentLinkHref(kind, site, 'en', host)).toBe(`https://${EXPECTED[site][i]}/en/`);
        }
      }
    });
  });

  it('UI-4 NLD and HKG send blog and learn to the global domain but keep their announcements', () => {
    expect(contentLinkHref('blog', 'NLD', 'nl-NL', 'www.bybit.nl')).toBe('https://blog.bybit.com/nl/');
    expect(contentLinkHref('learn', 'NLD', 'en-NL', 'www.bybit.nl')).toBe('https://learn.bybit.com/en/');
    expect(contentLinkHref('announcements', 'NLD', 'nl-NL', 'www.bybit.nl')).toBe('https://announcements.bybit.nl/nl/');
    expect(contentLinkHref('blog', 'HKG', 'zh-HK', 'www.bybit.com.hk')).toBe('https://blog.bybit.com/zh-TW/');
    expect(contentLinkHref('announcements', 'HKG', 'zh-HK', 'www.bybit.com.hk')).toBe(
      'https://announcements.bybit.com.hk/zh-TW/',
    );
  });

  it.each(['www.bybit.com.hk', 'bybit.com.hk', 'partner.example.hk', 'WWW.EXAMPLE.COM.HK', 'www.example.com.hk.:443'])(
    'UI-4 on the HK-regulated host %s blog and learn go to the global domain',
    (host) => {
      expect(contentLinkHref('blog', 'ARE', 'en-ARE', host)).toBe('https://blog.bybit.com/en/');
      expect(contentLinkHref('learn', 'EU', 'de-EU', host)).toBe('https://learn.bybit.com/de/');
      expect(contentLinkHref('announcements', 'ARE', 'en-ARE', host)).toBe('https://announcements.bybit.ae/en/');
    },
  );

  it.each(['www.bybit.ae', 'hk.localhost', 'hk.example.com', 'www.bybit.com.hk.evil.com', 'shk'])(
    'UI-4 %s is no HK-regulated host',
    (host) => {
      expect(contentLinkHref('blog', 'ARE', 'en-ARE', host)).toBe('https://blog.bybit.ae/en/');
    },
  );
});

describe('contentLanguage', () => {
  it.each([
    ['en', 'en'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['en-HK', 'en'],
    ['de-EU', 'de'],
    ['fr-EU', 'fr'],
    ['pt-BR', 'pt'],
    ['pt-EU', 'pt'],
    ['ja-JP', 'ja'],
    ['en-JP', 'en'],
    ['ru-KAZ', 'ru'],
    ['tr-TUR', 'tr'],
    ['id-IDN', 'id'],
    ['ar-ARE', 'ar'],
    ['nl-NL', 'nl'],
    ['ka-GEO', 'en'],
    ['fil-PH', 'en'],
    ['hi-IN', 'en'],
    ['ZH-tw', 'zh-TW'],
    ['xx-YY', 'en'],
    ['', 'en'],
  ])('UI-4 locale %j reads content in %j', (locale, expected) => {
    expect(contentLanguage(locale)).toBe(expected);
  });

  it('UI-4 every product locale maps to a content language', () => {
    for (const locale of ALL_LOCALES) {
      expect(contentLanguage(locale)).toMatch(/^(?:[a-z]{2}|zh-TW)$/);
    }
  });
});

describe('rewriteContentLink', () => {
  it.each([
    ['/blog/xyz', 'https://blog.bybit.com/en/xyz'],
    ['/en/blog/xyz', 'https://blog.bybit.com/en/xyz'],
    ['/zh-TW/learn/articles/what-is-btc', 'https://learn.bybit.com/en/articles/what-is-btc'],
    ['/announcements', 'https://announcements.bybit.com/en/'],
    ['/en/announcements/', 'https://announcements.bybit.com/en/'],
    ['/blog/post?id=1#comments', 'https://blog.bybit.com/en/post?id=1#comments'],
  ])('UI-4 the relative link %s is rewritten to %s', (href, expected) => {
    expect(rewriteContentLink(href, 'BYBIT', 'en', 'www.bybit.com')).toBe(expected);
  });

  it.each([
    ['https://www.bybit.com/en/blog/xyz', 'https://blog.bybit.eu/de/xyz'],
    ['https://bybit.com/blog/xyz', 'https://blog.bybit.eu/de/xyz'],
    ['https://www.bybit.eu/en-EU/learn/abc', 'https://learn.bybit.eu/de/abc'],
    ['http://www.bybit.nl/nl-NL/announcements/a?b=c', 'https://announcements.bybit.eu/de/a?b=c'],
    ['//www.bybit.com/blog/xyz', 'https://blog.bybit.eu/de/xyz'],
  ])('UI-4 on the EU site the web link %s is rewritten to %s', (href, expected) => {
    expect(rewriteContentLink(href, 'EU', 'de-EU', 'www.bybit.eu')).toBe(expected);
  });

  it.each([
    ['https://blog.bybit.com/post/abc', 'NLD', 'https://blog.bybit.com/post/abc'],
    ['https://blog.bybit.nl/post/abc', 'NLD', 'https://blog.bybit.com/post/abc'],
    ['https://blog.bybit.com/post/abc', 'TUR', 'https://blog.bybit-tr.com/post/abc'],
    ['https://learn.bybit.com/en/x?y=1#z', 'JPN', 'https://learn.bybit.co.jp/en/x?y=1#z'],
    ['https://announcements.bybit.com/en/article/1', 'HKG', 'https://announcements.bybit.com.hk/en/article/1'],
    ['https://blog.bybit.com.hk/post/abc', 'HKG', 'https://blog.bybit.com/post/abc'],
    ['http://blog.bybit.com/post/abc', 'BYBIT', 'https://blog.bybit.com/post/abc'],
    ['https://blog.bybit.com:8443/post/abc', 'BYBIT', 'https://blog.bybit.com/post/abc'],
  ])('UI-4 the content link %s on %s becomes %s', (href, site, expected) => {
    expect(rewriteContentLink(href, site as SiteId, 'en')).toBe(expected);
  });

  it('UI-4 a content link already right comes back as given', () => {
    expect(rewriteContentLink('https://blog.bybit.com/post/abc', 'BYBIT', 'en')).toBe(
      'https://blog.bybit.com/post/abc',
    );
    expect(rewriteContentLink('https://announcements.bybit.nl', 'NLD', 'en')).toBe('https://announcements.bybit.nl');
  });

  it('UI-4 on NLD, HKG and HK-regulated hosts blog and learn links go global, announcements stay', () => {
    expect(rewriteContentLink('/nl-NL/blog/x', 'NLD', 'nl-NL', 'www.bybit.nl')).toBe('https://blog.bybit.com/nl/x');
    expect(rewriteContentLink('/zh-HK/learn/x', 'HKG', 'zh-HK', 'www.bybit.com.hk')).toBe(
      'https://learn.bybit.com/zh-TW/x',
    );
    expect(rewriteContentLink('/zh-HK/announcements/x', 'HKG', 'zh-HK', 'www.bybit.com.hk')).toBe(
      'https://announcements.bybit.com.hk/zh-TW/x',
    );
    expect(rewriteContentLink('/en/blog/x', 'KAZ', 'ru-KAZ', 'kz.example.hk')).toBe('https://blog.bybit.com/ru/x');
    expect(rewriteContentLink('/en/announcements/x', 'KAZ', 'ru-KAZ', 'kz.example.hk')).toBe(
      'https://announcements.bybit.kz/ru/x',
    );
  });

  it('UI-4 links on the current dev host are the site’s own and go to production content', () => {
    expect(rewriteContentLink('http://hk.localhost:3000/en-HK/blog/x', 'HKG', 'en-HK', 'hk.localhost:3000')).toBe(
      'https://blog.bybit.com/en/x',
    );
    expect(rewriteContentLink('http://localhost:3000/en/announcements', 'BYBIT', 'en', 'localhost:3000')).toBe(
      'https://announcements.bybit.com/en/',
    );
  });

  it.each([
    '/en/login',
    '/blogs/xyz',
    '/en/blogging',
    '/en/user/blog',
    'blog/xyz',
    '',
    '#blog',
    '?blog=1',
    'https://www.bybit.com/en/register',
    'https://example.com/blog/xyz',
    'https://www.bybit.com.evil.com/blog/xyz',
    'https://blog.example.com/post',
    'https://blog.bybit.com.evil.com/post',
    'https://news.bybit.com/post',
    'https://www.blog.bybit.com/post',
    'mailto:blog@bybit.com',
    'javascript:alert(1)//blog',
    'http://localhost:3000/blog/x',
    'http://[::1',
  ])('UI-4 %j is no content link and is left untouched', (href) => {
    expect(rewriteContentLink(href, 'NLD', 'nl-NL', 'www.bybit.nl')).toBe(href);
  });
});
