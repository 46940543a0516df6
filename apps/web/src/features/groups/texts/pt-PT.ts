import type { GroupsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the user-groups screens in European Portuguese. */
export const groups: GroupsTexts = withChanges(brazilian.groups, {
  pageTitle: 'Grupos de utilizadores',
  title: 'Grupos de utilizadores',
  subtitle: 'Organize os utilizadores da unidade em grupos e defina os campos extra do registo.',
  partnerSubtitle: 'Campos que todas as unidades de negócio do parceiro mostram no registo de utilizadores.',
  search: 'Pesquisar grupos',
  searchPlaceholder: 'Pesquisar pelo nome',
  clearSearch: 'Limpar pesquisa',
  loading: 'A carregar grupos',
  empty: 'Crie o primeiro grupo para organizar os utilizadores.',
  emptySearch: 'Nenhum grupo corresponde à pesquisa.',
  updated: 'Grupo {{name}} guardado.',
  deleted: 'Grupo {{name}} eliminado.',
  deletedMoved: 'Grupo {{name}} eliminado; {{count}} membro(s) ficaram sem grupo.',
  deleteMovesMembers: 'Este grupo tem {{count}} membro(s). Ao eliminá-lo, ficarão sem grupo.',
});
