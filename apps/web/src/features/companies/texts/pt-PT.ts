import type { CompaniesTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the business-unit screens in European Portuguese. */
export const companies: CompaniesTexts = withChanges(brazilian.companies, {
  subtitle: 'As unidades de negócio que vende, com limites, período de teste e acesso.',
  search: 'Pesquisar unidades de negócio',
  searchPlaceholder: 'Pesquisar por nome, subdomínio ou CNPJ/CPF',
  emptySearch: 'Nada corresponde a esta pesquisa. Tente outro nome ou limpe a pesquisa.',
  loadingLabel: 'A carregar unidades de negócio',
  statusLabel: 'Mostrar unidades por estado',
  columns: {
    users: 'Limite de utilizadores',
    status: 'Estado',
  },
  form: {
    failed: 'Não foi possível guardar a unidade',
    sectionAccess: 'Utilizadores e acesso',
  },
  notifications: {
    saved: '{{name}} foi guardada.',
    deleted: '{{name}} foi excluída. Pode restaurá-la no filtro Excluídas.',
  },
});
