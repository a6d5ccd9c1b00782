import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { quickTokenLoginFacts } from '@/contract/login/quick-login.facts';
import { usePasswordLogin } from '@/features/login/use-password-login';
import { useQuickLogin } from '@/features/login/use-quick-login';
import { ComplianceProvider } from '@/stores/compliance-context';
import { ok } from '@/tests/msw/envelope';
import { LOGIN_RESULT } from '@/tests/msw/handlers/auth';
import { LISTEN_OPTIONS, server } from '@/tests/msw/server';
import { answerOn, pageContext, startScreenTest, stubLocation, webConfigAnswer } from '@/tests/support/screen-helpers';

// the network drops before the quick login's call could arrive (it loads with a token to spend)
vi.mock('@/services/api/auth', () => {
  throw new Error('Failed to load chunk');
});

let endTest: () => void;

beforeAll(() => server.listen(LISTEN_OPTIONS));
beforeEach(() => {
  endTest = startScreenTest();
  server.use(webConfigAnswer());
});
afterEach(() => {
  endTest();
  server.resetHandlers();
});
afterAll(() => server.close());

function wrapper({ children }: { readonly children: ReactNode }) {
  return <ComplianceProvider>{children}</ComplianceProvider>;
}

describe('useQuickLogin without its call (issue 40)', () => {
  it('LOGIN-6 a quick login whose code could not load says so in the form, spends nothing and stays', async () => {
    const location = stubLocation('/en/login?tmp_token=tmp-1');
    const quick = answerOn(quickTokenLoginFacts, () => ok(LOGIN_RESULT));
    const page = pageContext({ path: '/login', quickLogin: true });
    const { result } = renderHook(
      () => {
        const login = usePasswordLogin(page);
        useQuickLogin(page.quickLogin, login.openSession);
        return login;
      },
      { wrapper },
    );

    await waitFor(() => expect(result.current.alert).toEqual({ ns: 'auth', key: 'errors.configMissing' }));
    expect(quick).toHaveLength(0);
    expect(location.assign).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});
