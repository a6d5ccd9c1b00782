import { Trans } from 'react-i18next';

import { EXTERNAL_PATHS } from '@/config/routes';

/** REG: what creating an account agrees to, with the Terms of Service and the Privacy Policy as links (ROUTE-5). */
export function LegalNotice({ locale }: { readonly locale: string }) {
  return (
    <p className="auth-terms">
      <Trans
        ns="signup"
        i18nKey="register.terms"
        components={{
          terms: <a href={EXTERNAL_PATHS.termsOfService(locale)} />,
          privacy: <a href={EXTERNAL_PATHS.privacyPolicy(locale)} />,
        }}
      />
    </p>
  );
}
