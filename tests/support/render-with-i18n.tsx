import { readFileSync } from 'node:fs';
import path from 'node:path';

import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import type { Messages } from '@/components/i18n/translate';
import { TranslationContext } from '@/components/i18n/translation-provider';
import { createTranslationStore, type StoreOptions, type TranslationStore } from '@/components/i18n/translation-store';
import type { Namespace } from '@/config/i18n';
import { translationSource } from '@/config/languages';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../public/locales');

export type { Messages };

/** The JSON file a locale reads for a namespace; regional variants (en-EU, zh-HK…) read their base language's. */
export function loadMessages(locale: string, namespace: Namespace): Messages {
  const file = path.join(LOCALES_DIR, translationSource(locale), `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/**
 * The raw string at a dotted key of a locale's file, read straight from the
 * JSON so tests compare rendered text with what translators wrote rather than
 * with the output of the i18n instance under test.
 */
export function message(locale: string, namespace: Namespace, key: string): string {
  let node: string | Messages = loadMessages(locale, namespace);
  for (const part of key.split('.')) {
    if (typeof node === 'string' || !(part in node)) throw new Error(`${locale}/${namespace}.json has no key ${key}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${locale}/${namespace}.json: ${key} is not a string`);
  return node;
}

/**
 * A fresh translation store like the app's (components/i18n), holding the
 * namespaces a page would bring; others load through `options.fetch` (by
 * default the global fetch, which MSW answers from public/locales).
 */
export function createTestI18n(
  locale: string,
  namespaces: readonly Namespace[] = ['common'],
  options?: StoreOptions,
): TranslationStore {
  const bundle: Record<string, Messages> = {};
  for (const ns of namespaces) bundle[ns] = loadMessages(locale, ns);
  return createTranslationStore(locale, bundle, options);
}

/** Provides `store` the way the app's TranslationProvider does. */
export function translationWrapper(store: TranslationStore) {
  return function TranslationWrapper({ children }: { children: ReactNode }) {
    return <TranslationContext.Provider value={store}>{children}</TranslationContext.Provider>;
  };
}

interface I18nRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  readonly locale?: string;
  readonly namespaces?: readonly Namespace[];
}

/** Renders `ui` with a real translation store for `locale`, provided the way the app's TranslationProvider does. */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', namespaces = ['common'], ...options }: I18nRenderOptions = {},
): RenderResult & { readonly i18n: TranslationStore } {
  const i18n = createTestI18n(locale, namespaces);
  return { ...render(ui, { ...options, wrapper: translationWrapper(i18n) }), i18n };
}
