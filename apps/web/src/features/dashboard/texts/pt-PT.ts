import type { DashboardTexts } from './pt-BR';

/** Texts of the home page (dashboard) and the choice of a home page in European Portuguese. */
export const dashboard: DashboardTexts = {
  pageTitle: 'Início',
  greeting: 'Olá, {{name}}!',
  subtitle: 'Os relatórios publicados para si aparecem aqui.',
  emptyTitle: 'Ainda não há relatórios',
  emptyDescription:
    'Ainda não foi publicado nenhum relatório para si. Quando um administrador partilhar um relatório, ele aparecerá aqui.',
  favorites: 'Favoritos',
  recent: 'Vistos recentemente',
  latest: 'Últimos relatórios adicionados',
  noFavoritesTitle: 'Ainda sem favoritos',
  noFavorites: 'Marque um relatório com a estrela para o manter aqui.',
  noRecentTitle: 'Ainda nada visto',
  noRecent: 'Os relatórios que abrir aparecerão aqui.',
  viewedAt: 'Visto em {{date}}',
  allReports: 'Todos os relatórios',
  error: 'Não foi possível carregar seus relatórios',
  partnerHint:
    'Entre numa das suas unidades de negócio (menu da conta) para ver e gerir os respetivos relatórios.',
  homePage: {
    open: 'Página inicial',
    title: 'Página inicial',
    description: 'Escolha a página que abre depois que entra.',
    default: 'Predefinição da unidade de negócio ({{page}})',
    route: 'Uma página do menu',
    report: 'Um relatório',
    pickRoute: 'Escolha uma página',
    pickReport: 'Escolha um relatório',
    saved: 'Página inicial guardada.',
    error: 'A página inicial não foi guardada',
  },
};
