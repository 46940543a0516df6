import type { TBillingPersonPage, TBillingRoles, TBillingRolesRequest } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

/** GET /api/auth/billing/memberships: the operator's partners' users and their units' users. */
export function useBillingPeople({
  page,
  search,
  partnerId,
  enabled,
}: {
  page: number;
  search: string;
  partnerId: number | null;
  enabled: boolean;
}) {
  return useQuery({
    ...pagedQueryOptions<TBillingPersonPage>(
      ['billing', 'people', page, search.trim(), partnerId],
      '/auth/billing/memberships',
      { page, search, partner_id: partnerId ?? undefined },
    ),
    enabled,
  });
}

/** PUT /api/auth/billing/memberships/:id: sets a person's billing administrator or contact flag. */
export const useSetBillingRoles = invalidatingMutation(
  [['billing', 'people']],
  ({ id, body }: { id: number; body: TBillingRolesRequest }) =>
    api.put<TBillingRoles>(`/auth/billing/memberships/${id}`, body),
);
