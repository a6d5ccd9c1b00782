import { useLoader } from '@/components/hooks/use-loader';
import { activateLink } from '@/services/api/register';
import { isApiUnreachable } from '@/services/errors/screen-errors';

export type LinkActivation = 'checking' | 'verified' | 'failed';

/**
 * REG-2: the activation link of the link variants (`?uuid=&token=`), checked
 * once. A link used before, tampered with or expired is no longer valid;
 * while the api gives no answer it stays `checking` (the page's notice says
 * so) and the check runs again when the api is back.
 */
export function useEmailLinkActivation(): { readonly state: LinkActivation; readonly uuid: string } {
  const check = useLoader(
    async (): Promise<{ readonly uuid: string; readonly verified: boolean }> => {
      const query = new URLSearchParams(window.location.search);
      const uuid = query.get('uuid') ?? '';
      const token = query.get('token') ?? '';
      if (!uuid || !token) return { uuid, verified: false };
      try {
        return { uuid, verified: await activateLink(uuid, token) };
      } catch (error) {
        // no answer: the loader asks again once the api is back
        if (isApiUnreachable(error)) throw error;
        return { uuid, verified: false };
      }
    },
    [],
    { reloadWhenReachable: true },
  );
  if (check.status !== 'done') return { state: 'checking', uuid: '' };
  return { state: check.data.verified ? 'verified' : 'failed', uuid: check.data.uuid };
}
