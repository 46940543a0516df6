import { billingRoutes, type TBillingRolesRequest } from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions } from '../../../lib/api';

/** The operator's partners' users and their units' users. */
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
    ...pagedRouteOptions(['billing', 'people', page, search.trim(), partnerId], billingRoutes.people, {
      page,
      search,
      partner_id: partnerId ?? undefined,
    }),
    enabled,
  });
}

/** Sets a person's billing administrator or contact flag. */
export const useSetBillingRoles = invalidatingMutation(
  [['billing', 'people']],
  ({ id, body }: { id: number; body: TBillingRolesRequest }) =>
    api.call(billingRoutes.setRoles, { params: { id }, body }),
);
