import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the FAQ screens in Brazilian Portuguese, the reference language. */
export const faq = {
  pageTitle: 'Perguntas frequentes',
  title: 'Perguntas frequentes',
  subtitle: 'Respostas às dúvidas mais comuns sobre o portal e a sua unidade.',
  tabs: { read: 'Perguntas', manage: 'Gerenciar' },
  search: 'Buscar nas perguntas',
  searchPlaceholder: 'Palavra da pergunta ou da resposta',
  clearSearch: 'Limpar busca',
  loading: 'Carregando perguntas',
  errorTitle: 'Não foi possível carregar as perguntas',
  empty: 'Ainda não há perguntas frequentes.',
  emptySearch: 'Nenhuma pergunta corresponde à busca.',
  source: { platform: 'Plataforma', partner: 'Parceiro' },
  fallback: 'Ainda sem tradução: exibida em português.',
  manage: {
    subtitle: 'As perguntas que você mantém, na ordem em que aparecem para quem lê.',
    platformSubtitle: 'Perguntas da plataforma, vistas por todas as unidades de todos os parceiros.',
    add: 'Nova pergunta',
    addTitle: 'Nova pergunta frequente',
    editTitle: 'Editar pergunta frequente',
    created: 'Pergunta adicionada.',
    updated: 'Pergunta atualizada.',
    deleted: 'Pergunta excluída.',
    moved: 'Ordem atualizada.',
    moveUp: 'Subir',
    moveDown: 'Descer',
    entryName: 'Pergunta {{number}}',
    deleteHint: '“{{question}}” deixa de aparecer para quem lê, em todos os idiomas.',
    empty: 'Você ainda não tem perguntas frequentes.',
    columns: {
      order: 'Ordem',
      question: 'Pergunta (português)',
      languages: 'Idiomas',
      updatedAt: 'Atualizada em',
    },
    languageHint: 'Opcional: sem tradução, quem lê neste idioma vê o texto em português.',
    requiredHint: 'Obrigatório: é o texto exibido quando falta a tradução.',
  },
  fields: { question: 'Pergunta', answer: 'Resposta' },
};

export type FaqTexts = Texts<typeof faq>;
