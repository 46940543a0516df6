import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the home page (dashboard) and the choice of a home page in Brazilian Portuguese, the reference language. */
export const dashboard = {
  pageTitle: 'Início',
  greeting: 'Olá, {{name}}!',
  subtitle: 'Os relatórios publicados para você aparecem aqui.',
  emptyTitle: 'Nenhum relatório ainda',
  emptyDescription:
    'Nenhum relatório foi publicado para você ainda. Quando um administrador compartilhar um relatório, ele aparecerá aqui.',
  favorites: 'Favoritos',
  recent: 'Vistos recentemente',
  latest: 'Últimos relatórios adicionados',
  noFavoritesTitle: 'Nenhum favorito ainda',
  noFavorites: 'Marque um relatório com a estrela para mantê-lo aqui.',
  noRecentTitle: 'Nada visto ainda',
  noRecent: 'Os relatórios que você abrir aparecerão aqui.',
  viewedAt: 'Visto em {{date}}',
  allReports: 'Todos os relatórios',
  error: 'Não foi possível carregar seus relatórios',
  partnerHint:
    'Entre em uma das suas unidades de negócio (menu da conta) para ver e gerenciar os relatórios dela.',
  homePage: {
    open: 'Página inicial',
    title: 'Página inicial',
    description: 'Escolha a página que abre depois que você entra.',
    default: 'Padrão da unidade de negócio ({{page}})',
    route: 'Uma página do menu',
    report: 'Um relatório',
    pickRoute: 'Escolha uma página',
    pickReport: 'Escolha um relatório',
    saved: 'Página inicial salva.',
    error: 'A página inicial não foi salva',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type DashboardTexts = Texts<typeof dashboard>;
