import { describe, expect, it } from 'vitest';

import { alertMessageOf, catalogueMessage } from '@/services/errors/screen-errors';
import { networkFailure, refusal } from '@/tests/support/request-errors';

describe('alertMessageOf: the alert of a screen without handlers of its own', () => {
  it('ERR-11 a code handed to the page: its catalogue text', () => {
    const error = refusal(31018, 'other');
    expect(alertMessageOf(error)).toEqual(catalogueMessage(error));
  });

  it('ERR-2 HTTP-8 a toasted refusal and an unreachable api add nothing: the toast and the page notice tell them', () => {
    expect(alertMessageOf(refusal(10001, 'other'))).toBeNull();
    expect(alertMessageOf(networkFailure('other'))).toBeNull();
  });

  it('a failure that is no answer (a bug) is still told: the submit did not go through', () => {
    expect(alertMessageOf(new Error('bug'))).toEqual({ ns: 'auth', key: 'errors.unexpected' });
  });
});
