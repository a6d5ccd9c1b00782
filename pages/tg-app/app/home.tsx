import { ExchangeLanding } from '@/features/landing/exchange-landing';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** REDIR destination outside this front end: a landing outside production mode, else 404. */
export default function TgAppAppHomeLanding({ page }: PageProps) {
  return <ExchangeLanding page={page} />;
}

export const getServerSideProps = routePageProps('/tg-app/app/home', { landing: true });
