import type { ParseKeys, TOptions } from 'i18next';
import { useTranslation } from 'next-i18next/pages';

import type { Namespace } from '@/config/i18n';
import type dialogs from '@/public/locales/en/dialogs.json';

/** A key of namespace NS, checked by the compiler against the English files (types/i18next.d.ts). */
export type TextKey<NS extends Namespace> = ParseKeys<NS>;

type Dialogs = typeof dialogs;

/** A dialog of the `dialogs` namespace: an entry with a title and a text. */
export type DialogName = {
  [K in keyof Dialogs]: Dialogs[K] extends { readonly title: string } ? K : never;
}[keyof Dialogs];

/** Translates a key the compiler cannot follow. */
export type DataT = (key: string, options?: TOptions) => string;

/**
 * Texts whose keys are put together from data the compiler cannot follow: a
 * route's path, a layout variant's points, a scope or a dialog the server
 * names. The one place such a string is taken as a key; the data tables are
 * checked against every language's files by tests (config/routes.test.ts,
 * tests/i18n), and a caller's default value shows where the files lack one.
 */
export function useDataT(namespaces: Namespace | readonly Namespace[]): DataT {
  const { t } = useTranslation(namespaces as Namespace);
  return t as unknown as DataT;
}
