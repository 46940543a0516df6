import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the user-groups screens in Brazilian Portuguese, the reference language. */
export const groups = {
  pageTitle: 'Grupos de usuários',
  title: 'Grupos de usuários',
  subtitle: 'Organize os usuários da unidade em grupos e defina os campos extras do cadastro.',
  partnerTitle: 'Campos personalizados globais',
  partnerSubtitle: 'Campos que todas as unidades de negócio do parceiro mostram no cadastro de usuários.',
  tabGroups: 'Grupos',
  tabFields: 'Campos personalizados',
  add: 'Adicionar grupo',
  addTitle: 'Novo grupo',
  search: 'Buscar grupos',
  searchPlaceholder: 'Buscar pelo nome',
  clearSearch: 'Limpar busca',
  loading: 'Carregando grupos',
  errorTitle: 'Não foi possível carregar os grupos',
  empty: 'Crie o primeiro grupo para organizar os usuários.',
  emptySearch: 'Nenhum grupo corresponde à busca.',
  created: 'Grupo {{name}} criado.',
  updated: 'Grupo {{name}} salvo.',
  deleted: 'Grupo {{name}} excluído.',
  deletedMoved: 'Grupo {{name}} excluído; {{count}} membro(s) ficaram sem grupo.',
  deleteMovesMembers: 'Este grupo tem {{count}} membro(s). Ao excluí-lo, eles ficarão sem grupo.',
  fields: { name: 'Nome', description: 'Descrição' },
  columns: { name: 'Nome', description: 'Descrição', members: 'Membros', createdAt: 'Criado em' },
};

/** The shape every language of these texts follows: exactly these keys. */
export type GroupsTexts = Texts<typeof groups>;
