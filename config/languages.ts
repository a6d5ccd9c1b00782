/**
 * Every locale the product knows, with its language-menu label (SITE-4) and the
 * locale whose translation files it reads. Regional variants (en-EU, zh-HK, …)
 * read their base language's files; `translationBase` names it.
 */
export interface LocaleInfo {
  /** locale code used in the path prefix and as the texts' language */
  readonly value: string;
  /** short language code (SITE-4 `lang`) */
  readonly lang: string;
  /** the language's own name, shown in the language menu */
  readonly label: string;
  /** locale whose files hold the translations; absent when it has its own */
  readonly translationBase?: string;
}

const info = (value: string, label: string, translationBase?: string): LocaleInfo => ({
  value,
  lang: value.split('-')[0],
  label,
  ...(translationBase ? { translationBase } : {}),
});

export const LOCALES = [
  // translated languages (each has its own files under public/locales)
  info('en', 'English'),
  info('zh-TW', '繁體中文'),
  info('ja-JP', '日本語'),
  info('ko-KR', '한국어'),
  info('ru-RU', 'Русский'),
  info('es-ES', 'Español'),
  info('vi-VN', 'Tiếng Việt'),
  info('tr-TR', 'Türkçe'),
  info('pt-BR', 'Português (Brasil)'),
  info('fr-FR', 'Français'),
  info('th-TH', 'ไทย'),
  info('id-ID', 'Bahasa Indonesia'),
  info('kk-KZ', 'Қазақша'),
  info('uk-UA', 'Українська'),
  info('ar-SA', 'العربية'),
  info('nl-NL', 'Nederlands'),
  info('pl-PL', 'Polski'),
  info('ro-RO', 'Română'),
  info('fil-PH', 'Filipino'),
  info('hi-IN', 'हिन्दी'),
  info('de-DE', 'Deutsch'),
  info('it-IT', 'Italiano'),
  info('cs-CZ', 'Čeština'),
  info('el-GR', 'Ελληνικά'),
  info('hu-HU', 'Magyar'),
  info('bg-BG', 'Български'),
  info('ka-GE', 'ქართული'),
  // regional variants
  info('zh-HK', '繁體中文（香港）', 'zh-TW'),
  info('en-HK', 'English (Hong Kong)', 'en'),
  info('tr-TUR', 'Türkçe', 'tr-TR'),
  info('en-TR', 'English', 'en'),
  info('en-KAZ', 'English', 'en'),
  info('ru-KAZ', 'Русский', 'ru-RU'),
  info('kk-KAZ', 'Қазақша', 'kk-KZ'),
  info('en-EU', 'English', 'en'),
  info('de-EU', 'Deutsch', 'de-DE'),
  info('fr-EU', 'Français', 'fr-FR'),
  info('es-EU', 'Español', 'es-ES'),
  info('it-EU', 'Italiano', 'it-IT'),
  info('nl-EU', 'Nederlands', 'nl-NL'),
  info('pl-EU', 'Polski', 'pl-PL'),
  info('pt-EU', 'Português', 'pt-BR'),
  info('ro-EU', 'Română', 'ro-RO'),
  info('cs-EU', 'Čeština', 'cs-CZ'),
  info('el-EU', 'Ελληνικά', 'el-GR'),
  info('hu-EU', 'Magyar', 'hu-HU'),
  info('bg-EU', 'Български', 'bg-BG'),
  info('en-NL', 'English', 'en'),
  info('ka-GEO', 'ქართული', 'ka-GE'),
  info('en-GEO', 'English', 'en'),
  info('id-IDN', 'Bahasa Indonesia', 'id-ID'),
  info('en-IDN', 'English', 'en'),
  info('en-ARE', 'English', 'en'),
  info('ar-ARE', 'العربية', 'ar-SA'),
  info('en-JP', 'English', 'en'),
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof LOCALES)[number]['value'];

export const ALL_LOCALES: readonly Locale[] = LOCALES.map((l) => l.value);

/** Locales with their own translation files (the ones translators maintain). */
export const TRANSLATED_LOCALES: readonly Locale[] = LOCALES.filter((l: LocaleInfo) => !l.translationBase).map(
  (l) => l.value,
);

export const DEFAULT_LOCALE: Locale = 'en';

/** SITE-5: right-to-left locales. */
export const RTL_LOCALES: readonly string[] = ['ar-SA', 'ar-ARE'];

/** SITE-9: never offered anywhere. */
export const REMOVED_LOCALES: readonly string[] = ['es-419'];

/** SITE-9: not offered on the sign-up page. */
export const SIGN_UP_EXCLUDED_LOCALES: readonly string[] = ['fil-PH', 'hi-IN'];

/** Well-known aliases for locales we do not offer under that name. */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = {
  'es-419': 'es-ES',
  'en-US': 'en',
  'en-GB': 'en',
  'pt-PT': 'pt-BR',
  'zh-MY': 'zh-TW',
};

/** SITE-10: the locale reported to analytics ("capture") for a page locale. */
export const CAPTURE_LANGUAGE: Readonly<Record<string, string>> = {
  en: 'en-US',
  'zh-TW': 'zh-TW',
  'zh-MY': 'zh-MY',
  'ja-JP': 'ja-JP',
  'ko-KR': 'ko-KR',
  'ru-RU': 'ru-RU',
  'es-ES': 'es-ES',
  'fr-FR': 'fr-FR',
  'id-ID': 'id-ID',
};

export const LANGUAGE_STORAGE_KEY = 'BYBIT_LANG_KEY';

const byValue = new Map<string, LocaleInfo>(LOCALES.map((l) => [l.value.toLowerCase(), l]));

/** Case-insensitive lookup of a known locale; returns its canonical spelling. */
export function findLocale(code: string | undefined | null): LocaleInfo | undefined {
  if (!code) return undefined;
  return byValue.get(code.toLowerCase());
}

/** Three-letter regions of regional locales, and the ISO 3166 region a language tag needs. */
const ISO_REGION: Readonly<Record<string, string>> = { TUR: 'TR', KAZ: 'KZ', GEO: 'GE', IDN: 'ID', ARE: 'AE' };

/**
 * The BCP 47 tag for `lang` / `hreflang` attributes: `tr-TUR` is our locale
 * code but not a valid language tag, so it is written `tr-TR`.
 */
export function languageTag(locale: string): string {
  const [language, region] = locale.split('-');
  if (!region) return language;
  return `${language}-${ISO_REGION[region] ?? region}`;
}

export function isRtl(locale: string): boolean {
  return RTL_LOCALES.includes(locale);
}

/** The locale whose files hold this locale's translations. */
export function translationSource(locale: string): string {
  return findLocale(locale)?.translationBase ?? locale;
}
