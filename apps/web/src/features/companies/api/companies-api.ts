import {
  companyRoutes,
  type TCompanyDetail,
  type TCompanyFields,
  type TCompanyStatusFilter,
  type TCreateCompanyAdminRequest,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedRouteOptions } from '../../../lib/api';
import { loadConfig } from '../../../lib/config';

export interface CompaniesQuery {
  page: number;
  search: string;
  status: TCompanyStatusFilter;
}

/** One page of the partner's units (master). */
export function companiesQueryOptions({ page, search, status }: CompaniesQuery) {
  return pagedRouteOptions(['companies', 'list', status, page, search.trim()], companyRoutes.list, {
    page,
    search,
    status,
  });
}

export function useCompanies(query: CompaniesQuery) {
  return useQuery(companiesQueryOptions(query));
}

/** The partner's clients a new unit can be billed to. */
export function useCompanyClients(enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'clients'],
    queryFn: ({ signal }) => api.call(companyRoutes.clients, { signal }),
    enabled,
  });
}

const COMPANIES = [['companies']];

/**
 * A change of the partner's units reloads the stored configuration too: the unit picker lists
 * the units from it, and a unit just created must be there to enter at once.
 */
async function thenUnitsReloaded<T>(change: Promise<T>): Promise<T> {
  const answer = await change;
  // The change is made: a failed reload only leaves the picker as it was until the next load.
  await loadConfig().catch(() => undefined);
  return answer;
}

export const useCreateCompany = invalidatingMutation(COMPANIES, (body: TCreateCompanyAdminRequest) =>
  thenUnitsReloaded(api.call(companyRoutes.create, { body })),
);

export const useUpdateCompany = invalidatingMutation(
  COMPANIES,
  ({ id, body }: { id: number; body: TCompanyFields }) =>
    thenUnitsReloaded(api.call(companyRoutes.update, { params: { id }, body })),
);

export const useDeleteCompany = invalidatingMutation(COMPANIES, (id: number) =>
  thenUnitsReloaded(api.call(companyRoutes.remove, { params: { id } })),
);

export const useRestoreCompany = invalidatingMutation(COMPANIES, (id: number) =>
  thenUnitsReloaded(api.call(companyRoutes.restore, { params: { id } })),
);

/** The fields the edit form sends back, from a unit as listed. */
export function fieldsOf(company: TCompanyDetail): TCompanyFields {
  return {
    name: company.name,
    subdomain: company.subdomain ?? '',
    document: company.document,
    user_limit: company.user_limit,
    bonus_users: company.bonus_users,
    trial_ends_at: company.trial_ends_at,
    standard_auth: company.standard_auth,
    azure_default: company.azure_default,
    restrict_provider_accounts: company.restrict_provider_accounts,
    allow_add_reports: company.allow_add_reports,
    active: company.active,
  };
}
