import { useTranslation } from 'next-i18next/pages';

import { BrandMark } from '@/components/layout/brand-logo';

import { downloadHref } from './smart-banner';

/** UI-2: the app banner itself, loaded only when it is to be shown: one slim line (issue 39). */
export default function SmartBannerView({
  locale,
  onClose,
}: {
  readonly locale: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <aside className="smart-banner" aria-label={t('smartBanner.label')} data-testid="smart-banner">
      <BrandMark size={24} />
      <div className="smart-banner-text">
        <strong>{t('smartBanner.title')}</strong>
        <span>{t('smartBanner.text')}</span>
      </div>
      <a className="smart-banner-open" href={downloadHref(locale)}>
        {t('smartBanner.open')}
      </a>
      <button type="button" className="smart-banner-close" aria-label={t('smartBanner.close')} onClick={onClose}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
