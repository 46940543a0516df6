import type { DashboardTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the home page (dashboard) and the choice of a home page in European Portuguese. */
export const dashboard: DashboardTexts = withChanges(brazilian.dashboard, {
  subtitle: 'Os relatórios publicados para si aparecem aqui.',
  emptyTitle: 'Ainda não há relatórios',
  emptyDescription:
    'Ainda não foi publicado nenhum relatório para si. Quando um administrador partilhar um relatório, ele aparecerá aqui.',
  noFavoritesTitle: 'Ainda sem favoritos',
  noFavorites: 'Marque um relatório com a estrela para o manter aqui.',
  noRecentTitle: 'Ainda nada visto',
  noRecent: 'Os relatórios que abrir aparecerão aqui.',
  partnerHint:
    'Entre numa das suas unidades de negócio (menu da conta) para ver e gerir os respetivos relatórios.',
  homePage: {
    description: 'Escolha a página que abre depois que entra.',
    default: 'Predefinição da unidade de negócio ({{page}})',
    saved: 'Página inicial guardada.',
    error: 'A página inicial não foi guardada',
  },
});
