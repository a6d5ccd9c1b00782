import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { REMEMBERED_ANSWERS, rememberFixedT } from '@/components/i18n/server-translation';

/** i18next's getFixedT without the app's typed keys: the test's texts are its own. */
type LooseT = ((key: string, options?: object) => unknown) & { lng?: string; ns?: string; keyPrefix?: string };
const fixedT = (i18n: ReturnType<typeof instance>, ns: string, prefix?: string) =>
  (i18n.getFixedT as unknown as (lng: string, ns: string, prefix?: string) => LooseT).call(i18n, 'ru-RU', ns, prefix);

function instance() {
  const i18n = i18next.createInstance({
    lng: 'ru-RU',
    ns: ['common', 'login'],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: {
      'ru-RU': {
        common: { title: 'Вход', greet: 'Привет, {{name}}' },
        login: {
          form: { submit: 'Войти' },
          attemptsLeft_one: 'Осталась {{count}} попытка',
          attemptsLeft_few: 'Осталось {{count}} попытки',
          attemptsLeft_many: 'Осталось {{count}} попыток',
        },
      },
    },
    initAsync: false,
  });
  void i18n.init();
  return i18n;
}

describe("the server's kept i18next instances", () => {
  it('SITE-3 a remembered t answers as i18next does: plain keys, prefixes, namespaces, missing keys', () => {
    const plain = instance();
    const kept = instance();
    rememberFixedT(kept);
    const cases: [string, string | null, string][] = [
      ['common', null, 'title'],
      ['login', null, 'form.submit'],
      ['login', 'form', 'submit'],
      ['common', null, 'login:form.submit'],
      ['common', null, 'nowhere'],
    ];
    for (const [ns, prefix, key] of cases) {
      const expected = fixedT(plain, ns, prefix ?? undefined)(key);
      const t = fixedT(kept, ns, prefix ?? undefined);
      expect(t(key)).toBe(expected);
      expect(t(key)).toBe(expected);
    }
  });

  it('SITE-3 calls with options answer by their options: the plural form follows the count', () => {
    const kept = instance();
    rememberFixedT(kept);
    const t = fixedT(kept, 'login');
    expect(t('attemptsLeft', { count: 1 })).toBe('Осталась 1 попытка');
    expect(t('attemptsLeft', { count: 3 })).toBe('Осталось 3 попытки');
    expect(t('attemptsLeft', { count: 5 })).toBe('Осталось 5 попыток');
    expect(fixedT(kept, 'common')('greet', { name: 'Аня' })).toBe('Привет, Аня');
    expect(fixedT(kept, 'common')('greet', { name: 'Борис' })).toBe('Привет, Борис');
    // asked again, in any order
    expect(t('attemptsLeft', { count: 3 })).toBe('Осталось 3 попытки');
    expect(t('attemptsLeft', { count: 1 })).toBe('Осталась 1 попытка');
    expect(fixedT(kept, 'common')('greet', { name: 'Аня' })).toBe('Привет, Аня');
  });

  it('SITE-3 a call with more than plain values is translated every time, and what is kept is bounded', () => {
    const kept = instance();
    rememberFixedT(kept);
    const t = fixedT(kept, 'common');
    let asked = 0;
    const name = { toString: () => `Гость ${++asked}` };
    expect(t('greet', { name })).toBe('Привет, Гость 1');
    expect(t('greet', { name })).toBe('Привет, Гость 2');
    // more different values than are kept: the answers stay right
    for (let i = 0; i < REMEMBERED_ANSWERS + 10; i++) expect(t('greet', { name: `n${i}` })).toBe(`Привет, n${i}`);
    expect(t('greet', { name: 'n0' })).toBe('Привет, n0');
  });

  it('SITE-3 one t per language, namespace and prefix, carrying the fields react-i18next reads', () => {
    const kept = instance();
    rememberFixedT(kept);
    const t = fixedT(kept, 'login', 'form');
    expect(fixedT(kept, 'login', 'form')).toBe(t);
    expect(fixedT(kept, 'login')).not.toBe(t);
    expect(fixedT(kept, 'common', 'form')).not.toBe(t);
    expect({ lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix }).toEqual({ lng: 'ru-RU', ns: 'login', keyPrefix: 'form' });
  });
});
