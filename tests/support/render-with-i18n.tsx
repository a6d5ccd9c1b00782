import { readFileSync } from 'node:fs';
import path from 'node:path';

import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n, type ResourceLanguage } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

import { i18nSharedConfig, type Namespace } from '@/config/i18n';
import { translationSource } from '@/config/languages';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../public/locales');

export type Messages = { readonly [key: string]: string | Messages };

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

/** A fresh i18next instance configured like the app's (config/i18n.ts), resources loaded synchronously. */
export function createTestI18n(locale: string, namespaces: readonly Namespace[] = ['common']): I18n {
  const bundle: ResourceLanguage = {};
  for (const ns of namespaces) bundle[ns] = loadMessages(locale, ns);
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    ns: [...namespaces],
    defaultNS: i18nSharedConfig.defaultNS,
    fallbackLng: i18nSharedConfig.fallbackLng,
    interpolation: i18nSharedConfig.interpolation,
    react: i18nSharedConfig.react,
    resources: { [locale]: bundle },
    // resources are in memory: finish init before render so the first paint is translated
    initAsync: false,
  });
  return instance;
}

interface I18nRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  readonly locale?: string;
  readonly namespaces?: readonly Namespace[];
}

/**
 * Renders `ui` inside a real i18next instance for `locale`, provided the way
 * the app's TranslationProvider does (react-i18next's I18nextProvider).
 */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', namespaces = ['common'], ...options }: I18nRenderOptions = {},
): RenderResult & { readonly i18n: I18n } {
  const i18n = createTestI18n(locale, namespaces);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { ...render(ui, { ...options, wrapper }), i18n };
}
