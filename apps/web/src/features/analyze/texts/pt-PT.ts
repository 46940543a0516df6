import { withChanges } from '../../../lib/i18n/texts';
import type { AnalyzeTexts } from './pt-BR';
import * as brazilian from './pt-BR';

/** Texts of the usage-analytics screen in European Portuguese. */
export const analyze: AnalyzeTexts = withChanges(brazilian.analyze, {
  pageTitle: 'Análise de utilização',
  title: 'Análise de utilização',
  subtitle: 'Visualizações de relatórios, utilizadores ativos e inativos e horas de capacidade das unidades.',
  cards: {
    anonymousViews: '{{count}} anónimas',
    viewerDays: 'Utilizadores por dia (soma)',
    reportViewers: 'Utilizadores do relatório',
    users: 'Utilizadores',
  },
  chart: {
    viewers: 'Utilizadores',
  },
  tabs: {
    users: 'Utilizadores',
  },
  columns: {
    viewerDays: 'Utilizadores por dia',
    users: 'Utilizadores',
    viewers: 'Utilizadores',
  },
  loading: 'A carregar a análise',
  pickPartner: 'Escolha um parceiro ou uma unidade para ver relatórios e utilizadores.',
  pending: 'As visualizações chegam aqui em menos de um minuto.',
});
