import type { GetServerSidePropsContext } from 'next';

import { StatusScreen } from '@/components/page/status-screen';
import { routePageProps } from '@/services/page-props';

/**
 * ROUTE-6: unknown paths render the translated not-found screen on the server,
 * so the page carries this request's CSP nonce (the static 404 cannot).
 */
export default function UnknownPathPage() {
  return <StatusScreen kind="notFound" />;
}

const notFoundProps = routePageProps('/404');

export async function getServerSideProps(ctx: GetServerSidePropsContext) {
  ctx.res.statusCode = 404;
  return notFoundProps(ctx);
}
