import type {
  TClientOption,
  TCompanyDetail,
  TCompanyFields,
  TCompanyPage,
  TCompanyStatusFilter,
  TCreateCompanyAdminRequest,
  TCreateCompanyAdminResponse,
} from '@mirante/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, invalidatingMutation, pagedQueryOptions } from '../../../lib/api';

export interface CompaniesQuery {
  page: number;
  search: string;
  status: TCompanyStatusFilter;
}

/** GET /api/auth/companies (master): one page of the partner's units. */
export function companiesQueryOptions({ page, search, status }: CompaniesQuery) {
  return pagedQueryOptions<TCompanyPage>(
    ['companies', 'list', status, page, search.trim()],
    '/auth/companies',
    {
      page,
      search,
      status,
    },
  );
}

export function useCompanies(query: CompaniesQuery) {
  return useQuery(companiesQueryOptions(query));
}

/** The partner's clients a new unit can be billed to. */
export function useCompanyClients(enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'clients'],
    queryFn: ({ signal }) => api.get<TClientOption[]>('/auth/companies/clients', { signal }),
    enabled,
  });
}

const COMPANIES = [['companies']];

export const useCreateCompany = invalidatingMutation(COMPANIES, (body: TCreateCompanyAdminRequest) =>
  api.post<TCreateCompanyAdminResponse>('/auth/companies', body),
);

export const useUpdateCompany = invalidatingMutation(
  COMPANIES,
  ({ id, body }: { id: number; body: TCompanyFields }) =>
    api.put<TCompanyDetail>(`/auth/companies/${id}`, body),
);

export const useDeleteCompany = invalidatingMutation(COMPANIES, (id: number) =>
  api.delete<void>(`/auth/companies/${id}`),
);

export const useRestoreCompany = invalidatingMutation(COMPANIES, (id: number) =>
  api.post<TCompanyDetail>(`/auth/companies/${id}/restore`, {}),
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
