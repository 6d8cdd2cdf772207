import { useQuery } from '@tanstack/react-query';
import { useWindowVisible } from '../../components/browser-hooks';
import { havePointQuery } from '../../features/orders/api/interviews';

const RED_DOT_REFRESH_MS = 60_000;

/**
 * The red-dot total of the my-orders entry (spec 001 §6): the interviews waiting for the
 * consultant's feedback (havePoint). Refreshed every minute while the window is visible, and at
 * once after any order write (the query lives under the orders keys). A failure shows no badge.
 */
export function useRedDotTotal(): number {
  const visible = useWindowVisible();
  const { data } = useQuery({
    ...havePointQuery,
    refetchInterval: visible ? RED_DOT_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  return data?.havePoint ? data.count : 0;
}
