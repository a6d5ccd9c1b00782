import type { GetServerSidePropsContext } from 'next';

import { decidePageRequest } from '@/features/routing/page-props';
import { readWebEnv } from '@/config/env';

/** `/{lang}` alone: the language's home is its login page (MW-4). */
export default function LanguageRoot() {
  return null;
}

export function getServerSideProps(ctx: GetServerSidePropsContext) {
  const decision = decidePageRequest(ctx, readWebEnv());
  const destination = decision.kind === 'redirect' ? decision.location : `/${decision.context.locale}/login`;
  return { redirect: { destination, statusCode: 307 } };
}
