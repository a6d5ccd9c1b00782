import { useTranslation } from 'next-i18next/pages';

/** The mark's drawing: fixed markup of ours, sent as one piece (see BrandIllustration in components/page/brand-panel.tsx). */
const MARK =
  '<rect width="64" height="64" rx="14" fill="#f7a600"/>' +
  '<path fill="#121214" fill-rule="evenodd" d="M18 14h17c6.6 0 10 3.6 10 8.5 0 3.5-1.8 6.1-4.6 7.3 3.8 1.1 6.6 4.2 6.6 8.8C47 45 42.6 50 35.4 50H18Zm7 6v8.6h8.6c2.8 0 4.4-1.6 4.4-4.3S36.4 20 33.6 20Zm0 14.4V44h9.6c3.2 0 5.2-1.7 5.2-4.8s-2-4.8-5.2-4.8Z"/>';

/** The brand's mark (public/icons/mark.svg, the favicon's source), drawn inline so it paints with the page. */
export function BrandMark({ size = 28 }: { readonly size?: number }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: MARK }}
    />
  );
}

/** The logo in the header: mark and name, a link home (the login page of this language). */
export function BrandLogo({ locale }: { readonly locale: string }) {
  const { t } = useTranslation('common');
  return (
    <a className="site-logo" href={`/${locale}/login`} aria-label={t('header.home')}>
      <BrandMark />
      <span className="site-logo-name" aria-hidden="true">
        {t('brand')}
      </span>
    </a>
  );
}
