import {
  configRoutes,
  MAX_PAGE_SIZE,
  type TCompanyConfigUpdate,
  reportGroupRoutes,
  reportRoutes,
} from '@mirante/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { loadConfig } from '../../../lib/config';

const SETTINGS_KEY = ['settings'] as const;

/**
 * The unit's settings: getConfig plus whether a mail password is stored. A master names one of
 * its units (`companyId`); an admin leaves it out.
 */
export function useCompanySettings(companyId?: number, enabled = true) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, companyId ?? 'own'],
    queryFn: ({ signal }) => api.call(configRoutes.settings, { query: { company_id: companyId }, signal }),
    enabled,
  });
}

/**
 * The reports the unit's home report may be chosen among, as select options: the admin's unit's
 * (the report select options), or those of the partner's unit named by
 * `companyId` (the read-only list across units).
 */
export function useHomeReportOptions(companyId?: number) {
  return useQuery({
    queryKey: ['reports', 'home-options', companyId ?? 'own'],
    queryFn: async ({ signal }): Promise<{ value: string; label: string }[]> => {
      if (companyId === undefined) {
        const answer = await api.call(reportGroupRoutes.selectOptions, { signal });
        return answer.data.map((option) => ({
          value: String(option.value),
          label: option.group ? `${option.label} (${option.group})` : option.label,
        }));
      }
      const page = await api.call(reportRoutes.acrossUnits, {
        signal,
        query: { company_id: companyId, per_page: MAX_PAGE_SIZE },
      });
      return page.data.map((report) => ({ value: String(report.id), label: report.title }));
    },
  });
}

/** Every IANA timezone. */
export function useTimezones() {
  return useQuery({
    queryKey: ['timezones'],
    queryFn: ({ signal }) => api.call(configRoutes.timezones, { signal }).then((r) => r.timezones),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Saves the unit's settings; afterwards bi:config is loaded again so the app follows at once
 * (not for a master saving one of its units: its own session is not the unit's).
 */
export function useSaveSettings(companyId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCompanyConfigUpdate) =>
      api.call(configRoutes.update, { body: input, query: { company_id: companyId } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData([...SETTINGS_KEY, companyId ?? 'own'], answer.config);
      if (companyId === undefined) await loadConfig().catch(() => undefined);
    },
  });
}

/** A test e-mail to the admin through the saved mail server. */
export function useSendTestMail() {
  return useMutation({ mutationFn: () => api.call(configRoutes.testMail, {}) });
}
