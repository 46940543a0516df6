import { Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { COMPANY_CHANGE_MODAL_MS, defaultLandingPath, type TLoginResponse } from '@mirante/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { safeRedirectTarget } from '../../../lib/redirect';
import { adoptSession, companyChangeUrl, stepPath } from '../../../lib/session-answer';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SwitchRun {
  /** Shown in the modal while the switch runs ("Switching to North…"). */
  message: string;
  request: () => Promise<TLoginResponse>;
  /** Where to go once inside, instead of the session's intended page (the screen that asked). */
  target?: string;
}

/**
 * Runs a company or partner switch (spec §4): a modal says where the user is going; a session
 * answer becomes the current session, the modal stays 2 s, then the intended page opens. A
 * `change` answer leaves for the other host, `wait_authorization` for the waiting page. Cached
 * config, theme and server state of the previous unit are dropped.
 */
export function useSwitchRunner() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    async ({ message, request, target: wanted }: SwitchRun): Promise<void> => {
      const modalId = modals.open({
        title: t('switching.switchingTitle'),
        centered: true,
        withCloseButton: false,
        closeOnClickOutside: false,
        closeOnEscape: false,
        children: (
          <Group gap="md" wrap="nowrap" py="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{message}</Text>
          </Group>
        ),
      });
      try {
        const answer = await request();
        const external = companyChangeUrl(answer);
        if (external) {
          // The modal stays while the browser leaves for the other host.
          window.location.assign(external);
          return;
        }
        const step = stepPath(answer);
        if (step) {
          modals.close(modalId);
          await navigate(step);
          return;
        }
        const [user] = await Promise.all([adoptSession(answer), wait(COMPANY_CHANGE_MODAL_MS)]);
        if (!user) throw new Error('The switch answered without a session');
        queryClient.clear();
        modals.close(modalId);
        const target =
          safeRedirectTarget(wanted ?? answer.data.intended) ?? defaultLandingPath(user.perfil_usuario);
        await navigate(target, { replace: true });
      } catch (error) {
        modals.close(modalId);
        // An ended session is already being handled (notice and sign-in) by the API client.
        if (isApiError(error) && error.status === 401) return;
        notifications.show({
          color: 'red',
          title: t('switching.failedTitle'),
          message: isApiError(error) ? error.message : catalog('login_error'),
        });
      }
    },
    [t, catalog, navigate, queryClient],
  );
}
