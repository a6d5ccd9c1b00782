import { useLoader } from '@/components/hooks/use-loader';
import { fetchLoginHistory } from '@/services/api/devices';

/** Issue 36 item 8: the account's last 20 logins, newest first, read again on demand. */
export function useLoginHistory() {
  return useLoader(() => fetchLoginHistory(), [], { reloadWhenReachable: true });
}
