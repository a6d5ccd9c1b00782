import { StatusScreen } from '@/components/page/status-screen';
import { errorPageProps } from '@/services/server/page-props';

export default function ServerErrorPage() {
  return <StatusScreen kind="serverError" />;
}

export const getStaticProps = errorPageProps('/500');
