import type { GroupsTexts } from './pt-BR';

/** Texts of the user-groups screens in European Portuguese. */
export const groups: GroupsTexts = {
  pageTitle: 'Grupos de utilizadores',
  title: 'Grupos de utilizadores',
  subtitle: 'Organize os utilizadores da unidade em grupos e defina os campos extra do registo.',
  partnerTitle: 'Campos personalizados globais',
  partnerSubtitle: 'Campos que todas as unidades de negócio do parceiro mostram no registo de utilizadores.',
  tabGroups: 'Grupos',
  tabFields: 'Campos personalizados',
  add: 'Adicionar grupo',
  addTitle: 'Novo grupo',
  search: 'Pesquisar grupos',
  searchPlaceholder: 'Pesquisar pelo nome',
  clearSearch: 'Limpar pesquisa',
  loading: 'A carregar grupos',
  errorTitle: 'Não foi possível carregar os grupos',
  empty: 'Crie o primeiro grupo para organizar os utilizadores.',
  emptySearch: 'Nenhum grupo corresponde à pesquisa.',
  created: 'Grupo {{name}} criado.',
  updated: 'Grupo {{name}} guardado.',
  deleted: 'Grupo {{name}} eliminado.',
  deletedMoved: 'Grupo {{name}} eliminado; {{count}} membro(s) ficaram sem grupo.',
  deleteMovesMembers: 'Este grupo tem {{count}} membro(s). Ao eliminá-lo, ficarão sem grupo.',
  fields: { name: 'Nome', description: 'Descrição' },
  columns: { name: 'Nome', description: 'Descrição', members: 'Membros', createdAt: 'Criado em' },
};
