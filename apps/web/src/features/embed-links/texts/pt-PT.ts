import { withChanges } from '../../../lib/i18n/texts';
import type { EmbedLinksTexts } from './pt-BR';
import * as brazilian from './pt-BR';

/** Texts of the embed links (the report's list and the embedded page) in European Portuguese. */
export const embedLinks: EmbedLinksTexts = withChanges(brazilian.embedLinks, {
  title: 'Ligações incorporadas',
  subtitle: 'Endereços para mostrar este relatório noutros sites, sem iniciar sessão.',
  unitSubtitle: 'Ligações incorporadas de todos os relatórios da unidade. Para criar uma, abra o relatório.',
  tab: 'Ligações incorporadas',
  disabledHint:
    'Os relatórios incorporados ou as ligações públicas estão desligados nas definições da unidade: não se criam ligações e as existentes não abrem.',
  add: 'Nova ligação',
  addTitle: 'Nova ligação incorporada',
  sealedHint:
    'A identidade e o filtro desta ligação estão selados no endereço: para os alterar, crie uma nova ligação.',
  search: 'Pesquisar ligações',
  searchPlaceholder: 'Nome da ligação',
  loading: 'A carregar ligações',
  errorTitle: 'Não foi possível carregar as ligações',
  empty: 'Nenhuma ligação incorporada para este relatório.',
  emptyUnit: 'Nenhuma ligação incorporada na unidade.',
  emptySearch: 'Nenhuma ligação corresponde à pesquisa.',
  stateFilter: 'Estado',
  all: 'Todas',
  states: {
    active: 'Ativa',
    disabled: 'Desativada',
    expired: 'Expirada',
  },
  columns: {
    selectAll: 'Selecionar todas',
    state: 'Estado',
    created: 'Criada',
    lastUsed: 'Última utilização',
  },
  fields: {
    allowed_origins: 'Sites que a podem incorporar',
    allowed_origins_hint: 'Um endereço por linha, como https://parceiro.exemplo.pt',
    identity_username_hint: 'O utilizador com que os dados são lidos; deixe vazio para nenhum.',
    identity_roles_hint: 'Separadas por vírgulas.',
    filter_table: 'Filtro bloqueado: tabela',
    filter_values_hint: 'Separados por vírgulas. Quem vê o relatório não pode alterar este filtro.',
    enabled: 'Ligação ativa',
  },
  actions: {
    enable: 'Ativar',
    disable: 'Desativar',
    regenerate: 'Novo endereço',
    regenerateSelected: 'Novos endereços ({{count}})',
  },
  confirm: {
    regenerate:
      'Os endereços atuais de {{count}} ligação(ões) deixam de funcionar de imediato. Os sites que os usam precisarão do novo.',
    revokeTitle: 'Revogar ligações?',
    revoke: '{{count}} ligação(ões) deixarão de funcionar para sempre e sairão da lista.',
  },
  done: {
    created: 'Ligação criada',
    updated: 'Ligação atualizada',
    revoked: '{{count}} ligação(ões) revogada(s)',
  },
  embedded: {
    loading: 'A carregar o relatório',
    goneTitle: 'Esta ligação já não está disponível',
    goneHint: 'Peça um novo endereço a quem partilhou o relatório.',
  },
});
