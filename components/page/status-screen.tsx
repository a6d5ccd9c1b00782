import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';

import { useLocale } from '@/components/i18n/use-locale';

interface Props {
  readonly kind: 'notFound' | 'serverError';
}

/** ROUTE-6: translated 404 and 500 pages. */
export function StatusScreen({ kind }: Props) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const action =
    kind === 'notFound' ? (
      <a className="status-action" href={`/${locale}/login`}>
        {t('notFound.action')}
      </a>
    ) : (
      <a className="status-action" href="">
        {t('serverError.action')}
      </a>
    );
  return (
    <>
      <Head>
        <title>{`${t(`${kind}.title`)} | ${t('brand')}`}</title>
      </Head>
      <section className="route-screen status-screen" aria-labelledby="status-title">
        <p className="status-code" aria-hidden="true">
          {kind === 'notFound' ? 404 : 500}
        </p>
        <h1 id="status-title">{t(`${kind}.title`)}</h1>
        <p className="route-lead">{t(`${kind}.text`)}</p>
        {action}
      </section>
    </>
  );
}
