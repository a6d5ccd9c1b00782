import { MarkedText } from '@/components/i18n/marked-text';
import { EXTERNAL_PATHS } from '@/config/routes';

/** REG: what creating an account agrees to, with the Terms of Service and the Privacy Policy as links (ROUTE-5). */
export function LegalNotice({ locale }: { readonly locale: string }) {
  return (
    <p className="auth-terms">
      <MarkedText
        ns="register"
        textKey="register.terms"
        marks={{
          terms: <a href={EXTERNAL_PATHS.termsOfService(locale)} />,
          privacy: <a href={EXTERNAL_PATHS.privacyPolicy(locale)} />,
        }}
      />
    </p>
  );
}
