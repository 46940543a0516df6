import type { GroupsTexts } from './pt-BR';

/** Texts of the user-groups screens in Spanish. */
export const groups: GroupsTexts = {
  pageTitle: 'Grupos de usuarios',
  title: 'Grupos de usuarios',
  subtitle: 'Organice los usuarios de la unidad en grupos y defina los campos adicionales de su registro.',
  partnerTitle: 'Campos personalizados globales',
  partnerSubtitle: 'Campos que todas las unidades de negocio del socio muestran en el registro de usuarios.',
  tabGroups: 'Grupos',
  tabFields: 'Campos personalizados',
  add: 'Agregar grupo',
  addTitle: 'Nuevo grupo',
  search: 'Buscar grupos',
  searchPlaceholder: 'Buscar por nombre',
  clearSearch: 'Limpiar búsqueda',
  loading: 'Cargando grupos',
  errorTitle: 'No se pudieron cargar los grupos',
  empty: 'Cree el primer grupo para organizar a los usuarios.',
  emptySearch: 'Ningún grupo coincide con la búsqueda.',
  created: 'Grupo {{name}} creado.',
  updated: 'Grupo {{name}} guardado.',
  deleted: 'Grupo {{name}} eliminado.',
  deletedMoved: 'Grupo {{name}} eliminado; {{count}} miembro(s) quedaron sin grupo.',
  deleteMovesMembers: 'Este grupo tiene {{count}} miembro(s). Al eliminarlo, quedarán sin grupo.',
  fields: { name: 'Nombre', description: 'Descripción' },
  columns: { name: 'Nombre', description: 'Descripción', members: 'Miembros', createdAt: 'Creado el' },
};
