import { withChanges } from '../../../lib/i18n/texts';
import type { FaqTexts } from './pt-BR';
import * as brazilian from './pt-BR';

/** Texts of the FAQ screens in European Portuguese. */
export const faq: FaqTexts = withChanges(brazilian.faq, {
  tabs: {
    manage: 'Gerir',
  },
  search: 'Pesquisar nas perguntas',
  clearSearch: 'Limpar pesquisa',
  loading: 'A carregar perguntas',
  emptySearch: 'Nenhuma pergunta corresponde à pesquisa.',
  fallback: 'Ainda sem tradução: apresentada em português do Brasil.',
  manage: {
    subtitle: 'As perguntas que mantém, pela ordem em que aparecem a quem lê.',
    deleted: 'Pergunta eliminada.',
    deleteHint: '«{{question}}» deixa de aparecer a quem lê, em todos os idiomas.',
    empty: 'Ainda não tem perguntas frequentes.',
    columns: {
      question: 'Pergunta (português do Brasil)',
    },
    languageHint: 'Opcional: sem tradução, quem lê neste idioma vê o texto em português do Brasil.',
    requiredHint: 'Obrigatório: é o texto apresentado quando falta a tradução.',
  },
});
