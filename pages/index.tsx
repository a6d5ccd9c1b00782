import type { GetServerSidePropsContext } from 'next';

import { readWebEnv } from '@/config/env';
import { COOKIES } from '@/config/http';
import { ExchangeLanding } from '@/features/landing/exchange-landing';
import { parseCookieHeader } from '@/features/routing/cookies';
import { decidePageRequest, routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/**
 * `/{lang}` alone: the language's home is its login page (MW-4). It is also a
 * post-login destination (REDIR-3, REDIR-4): outside production mode, a
 * visitor with a session sees the landing there instead.
 */
export default function LanguageRoot({ page }: Partial<PageProps>) {
  return page ? <ExchangeLanding page={page} /> : null;
}

const landing = routePageProps('/', { landing: true });

export async function getServerSideProps(ctx: GetServerSidePropsContext) {
  const env = readWebEnv();
  const decision = decidePageRequest(ctx, env);
  if (decision.kind === 'redirect') return { redirect: { destination: decision.location, statusCode: 307 } };
  const signedIn = Boolean(parseCookieHeader(ctx.req.headers.cookie ?? '')[COOKIES.token]);
  if (env.landings && signedIn) return landing(ctx);
  return { redirect: { destination: `/${decision.context.locale}/login`, statusCode: 307 } };
}
