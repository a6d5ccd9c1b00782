import { describe, expect, it } from 'vitest';

import { RET_CODES } from '@/contract/ret-codes';
import { classifyAnswer } from '@/services/errors/catalogue';
import { OAUTH_REFUSAL_CODES } from '@/services/errors/ret-codes';
import { CONTRACT_ENDPOINTS } from '@/tests/support/contract-endpoints';
import { flattenTexts, loadLocaleFile } from '@/tests/support/locale-files';
import { localeFolders } from '@/tests/support/node-side';

const LOCALES = localeFolders();

/** Refusals any endpoint may answer (contract/endpoint.ts CommonCode), and the forwarder's unknown path. */
const ANY_ENDPOINT: readonly number[] = [
  RET_CODES.badRequest,
  RET_CODES.internal,
  RET_CODES.serviceError,
  RET_CODES.notFound,
];

/**
 * The catalogue keys of every code each endpoint of the contract may answer,
 * as the catalogue itself picks them for that kind of endpoint, for what it
 * shows (a toast, or the text a screen falls back to); silent and successful
 * answers show nothing.
 */
function shownKeys(): Map<string, number> {
  const keys = new Map<string, number>();
  for (const endpoint of CONTRACT_ENDPOINTS) {
    const codes = [...endpoint.codes, ...ANY_ENDPOINT, ...(endpoint.token ? [RET_CODES.sessionInvalid] : [])];
    for (const code of codes) {
      // OAUTH-3: the consent page names these refusals itself (oauth namespace), never by the catalogue
      if (endpoint.kind === 'authorize' && (OAUTH_REFUSAL_CODES as readonly number[]).includes(code)) continue;
      const reaction = classifyAnswer({ code, message: '', endpoint: endpoint.kind });
      if (reaction.kind === 'page' || reaction.kind === 'page-session' || reaction.kind === 'toast') {
        keys.set(reaction.message.translationKey, code);
      }
    }
  }
  return keys;
}

describe('the error catalogue texts', () => {
  it('ERR-2 a code is never shown alone: every code the product can show has a sentence in English', () => {
    const texts = flattenTexts(loadLocaleFile('en', 'errors'));
    const keys = shownKeys();
    // the codes of issue 25 are among them, so the check below checks something
    expect([...keys.values()]).toEqual(expect.arrayContaining([31030, 31018, 31003, 41007, 31102]));
    const missing = [...keys.keys()].filter((key) => !texts.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('ERR-2 every code the product can show has a sentence in %s', (locale) => {
    const texts = flattenTexts(loadLocaleFile(locale, 'errors'));
    const missing = [...shownKeys().keys()].filter((key) => !texts.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('LOGIN-5 ERR-11 31030 reads as a sentence about the lock, not a bare code', () => {
    const text = flattenTexts(loadLocaleFile('en', 'errors')).get('codes.31030');
    expect(text).toMatch(/Too many incorrect passwords/);
    expect(text).not.toMatch(/31030/);
  });
});
