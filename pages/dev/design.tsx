import { DesignReference } from '@/features/design-reference/design-reference';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** Issue 25: the design system's reference, for developers; 404 in production mode. */
export default function DesignReferencePage({ page }: PageProps) {
  return <DesignReference locale={page.locale} />;
}

export const getServerSideProps = routePageProps('/dev/design', { development: ['auth', 'errors', 'login'] });
