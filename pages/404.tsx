import { StatusScreen } from '@/components/page/status-screen';
import { errorPageProps } from '@/services/page-props';

export default function NotFoundPage() {
  return <StatusScreen kind="notFound" />;
}

export const getStaticProps = errorPageProps('/404');
