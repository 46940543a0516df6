import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the embed links (the report's list and the embedded page) in Brazilian Portuguese, the reference language. */
export const embedLinks = {
  title: 'Links incorporados',
  subtitle: 'Endereços para mostrar este relatório em outros sites, sem login.',
  unitSubtitle: 'Links incorporados de todos os relatórios da unidade. Para criar um, abra o relatório.',
  tab: 'Links incorporados',
  disabledHint:
    'Os relatórios incorporados ou os links públicos estão desligados nas configurações da unidade: não se criam links e os existentes não abrem.',
  add: 'Novo link',
  addTitle: 'Novo link incorporado',
  editTitle: 'Alterar {{name}}',
  sealedHint:
    'A identidade e o filtro deste link estão selados no endereço: para mudá-los, crie um novo link.',
  search: 'Buscar links',
  searchPlaceholder: 'Nome do link',
  loading: 'Carregando links',
  errorTitle: 'Não foi possível carregar os links',
  empty: 'Nenhum link incorporado para este relatório.',
  emptyUnit: 'Nenhum link incorporado na unidade.',
  emptySearch: 'Nenhum link corresponde à busca.',
  stateFilter: 'Situação',
  all: 'Todos',
  states: { active: 'Ativo', disabled: 'Desligado', expired: 'Expirado' },
  columns: {
    select: 'Selecionar {{name}}',
    selectAll: 'Selecionar todos',
    name: 'Nome',
    report: 'Relatório',
    state: 'Situação',
    expires: 'Expira em',
    origins: 'Sites permitidos',
    created: 'Criado',
    lastUsed: 'Último uso',
    views: 'Visualizações',
  },
  never: 'Nunca',
  noExpiry: 'Não expira',
  anyOrigin: 'Nenhum (só em janela própria)',
  createdBy: '{{date}} por {{name}}',
  fields: {
    name: 'Nome',
    expires_at: 'Expira em',
    allowed_origins: 'Sites que podem incorporar',
    allowed_origins_hint: 'Um endereço por linha, como https://parceiro.exemplo.com',
    identity_username: 'Identidade fixa (RLS)',
    identity_username_hint: 'Usuário com que os dados são lidos; deixe vazio para nenhum.',
    identity_roles: 'Funções RLS',
    identity_roles_hint: 'Separadas por vírgula.',
    filter_table: 'Filtro travado: tabela',
    filter_column: 'Coluna',
    filter_values: 'Valores',
    filter_values_hint: 'Separados por vírgula. Quem vê o relatório não pode mudar este filtro.',
    enabled: 'Link ligado',
  },
  actions: {
    copy: 'Copiar endereço',
    copied: 'Endereço copiado',
    open: 'Abrir',
    enable: 'Ligar',
    disable: 'Desligar',
    regenerate: 'Gerar novo endereço',
    revoke: 'Revogar',
    regenerateSelected: 'Gerar novos endereços ({{count}})',
    revokeSelected: 'Revogar ({{count}})',
  },
  confirm: {
    regenerateTitle: 'Gerar novos endereços?',
    regenerate:
      'Os endereços atuais de {{count}} link(s) param de funcionar na hora. Os sites que os usam precisarão do novo endereço.',
    revokeTitle: 'Revogar links?',
    revoke: '{{count}} link(s) deixarão de funcionar para sempre e sairão da lista.',
  },
  done: {
    created: 'Link criado',
    updated: 'Link atualizado',
    regenerated: '{{count}} endereço(s) gerado(s)',
    revoked: '{{count}} link(s) revogado(s)',
  },
  embedded: {
    pageTitle: 'Relatório',
    loading: 'Carregando o relatório',
    goneTitle: 'Este link não está mais disponível',
    goneHint: 'Peça um novo endereço a quem compartilhou o relatório.',
    /** The link opens, but cannot show its report (row-level security without an identity). */
    refusedTitle: 'Este relatório não pode ser mostrado aqui',
    errorTitle: 'Não foi possível mostrar o relatório',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type EmbedLinksTexts = Texts<typeof embedLinks>;
