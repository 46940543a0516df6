import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-height spinner while the first page is being prepared. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader aria-label={t('common.states.loading')} />
    </Center>
  );
}
