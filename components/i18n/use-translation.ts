import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';

import type { TFunction } from './translate';
import { TranslationContext } from './translation-provider';
import type { TranslationStore } from './translation-store';

const noStore = {
  subscribe: () => () => undefined,
  version: () => 0,
};

/**
 * Texts of namespaces that may not be there yet (`errors`, `dialogs`): asks
 * for them, and renders again when they arrive. `ready` is false until they
 * are in or given up on; the first namespace is the default for plain keys,
 * others are named `ns:key`.
 */
export function useTranslation(namespaces: string | readonly string[]): { t: TFunction; ready: boolean } {
  const store = useContext(TranslationContext);
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const names = list.join(',');
  const source: Pick<TranslationStore, 'subscribe' | 'version'> = store ?? noStore;
  const version = useSyncExternalStore(source.subscribe, source.version, source.version);
  useEffect(() => {
    if (!store) return;
    for (const ns of names.split(',')) void store.load(ns);
  }, [store, names]);
  const first = list[0];
  const t = useMemo<TFunction>(() => {
    if (!store) return (key) => key;
    const fixed = store.fixedT(first);
    // a new function when texts arrive, so memoised children see the change
    return (key, values) => fixed(key, values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks arrivals
  }, [store, first, version]);
  const ready = !store || names.split(',').every((ns) => store.settled(ns));
  return { t, ready };
}
