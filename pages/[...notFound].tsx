import { StatusScreen } from '@/components/page/status-screen';
import { routePageProps } from '@/features/routing/page-props';

/**
 * ROUTE-6: unknown paths render the translated not-found screen on the
 * server, with this request's CSP nonce and the same routing rules as pages.
 */
export default function UnknownPathPage() {
  return <StatusScreen kind="notFound" />;
}

export const getServerSideProps = routePageProps('/404', { notFound: true });
