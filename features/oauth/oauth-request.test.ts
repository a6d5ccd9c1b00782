import { describe, expect, it } from 'vitest';

import { consentScopeRows } from './oauth-request';

describe("the consent screen's permissions (issue 39)", () => {
  it('OAUTH-3 one row a scope, each with its own text', () => {
    expect(consentScopeRows(['openid', 'profile', 'read:account'])).toEqual([
      { scope: 'openid', key: 'scopes.openid' },
      { scope: 'profile', key: 'scopes.profile' },
      { scope: 'read:account', key: 'scopes.read_account' },
    ]);
  });

  it('OAUTH-3 with the full email asked too, the profile row leaves out the masked email', () => {
    expect(consentScopeRows(['profile', 'email'])).toEqual([
      { scope: 'profile', key: 'scopes.profileWithoutEmail' },
      { scope: 'email', key: 'scopes.email' },
    ]);
  });
});
