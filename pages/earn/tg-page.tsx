import { RouteScreen } from '@/components/page/route-screen';
import { routePageProps } from '@/features/routing/page-props';
import { TaskScreen } from '@/features/telegram/task-screen';
import type { PageProps } from '@/services/page-props';

export default function EarnTgPagePage({ page }: PageProps) {
  return (
    <RouteScreen path="/earn/tg-page">
      <TaskScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/earn/tg-page');
