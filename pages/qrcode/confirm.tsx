import { RouteScreen } from '@/components/page/route-screen';
import { QrConfirmScreen } from '@/features/login/qr-confirm-screen';
import { routePageProps } from '@/features/routing/page-props';
import type { PageProps } from '@/services/page-props';

/** LOGIN-7: the page a login QR code carries; a signed-in person confirms or cancels the other device's sign-in. */
export default function QrCodeConfirmPage({ page }: PageProps) {
  return (
    <RouteScreen path="/qrcode/confirm">
      <QrConfirmScreen page={page} />
    </RouteScreen>
  );
}

export const getServerSideProps = routePageProps('/qrcode/confirm');
