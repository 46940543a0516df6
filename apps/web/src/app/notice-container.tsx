import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_POSITION } from '@mirante/contracts';

/** Where notices show: top-right, 10 s each (spec §9). */
export function NoticeContainer() {
  return <Notifications position={NOTIFICATION_POSITION} autoClose={NOTIFICATION_DURATION_MS} />;
}
