import {
  DEFAULT_PAGE_SIZE,
  type TClientOption,
  type TCompanyDetail,
  type TCompanyFields,
  type TCompanyPage,
  type TCompanyStatusFilter,
  type TCreateCompanyAdminRequest,
  type TCreateCompanyAdminResponse,
} from '@mirante/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface CompaniesQuery {
  page: number;
  search: string;
  status: TCompanyStatusFilter;
}

/** GET /api/auth/companies (master): one page of the partner's units. */
export function companiesQueryOptions({ page, search, status }: CompaniesQuery) {
  return queryOptions({
    queryKey: ['companies', 'list', status, page, search.trim()],
    queryFn: ({ signal }) =>
      api.get<TCompanyPage>('/auth/companies', {
        query: { page, per_page: DEFAULT_PAGE_SIZE, search: search.trim() || undefined, status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
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

function useInvalidateCompanies() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['companies'] });
}

export function useCreateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: TCreateCompanyAdminRequest) =>
      api.post<TCreateCompanyAdminResponse>('/auth/companies', body),
    onSuccess: invalidate,
  });
}

export function useUpdateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TCompanyFields }) =>
      api.put<TCompanyDetail>(`/auth/companies/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/auth/companies/${id}`),
    onSuccess: invalidate,
  });
}

export function useRestoreCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (id: number) => api.post<TCompanyDetail>(`/auth/companies/${id}/restore`, {}),
    onSuccess: invalidate,
  });
}

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
