import type { CompaniesTexts } from './pt-BR';

/** Texts of the business-unit screens in Spanish. */
export const companies: CompaniesTexts = {
  pageTitle: 'Unidades de negocio',
  title: 'Unidades de negocio',
  subtitle: 'Las unidades de negocio que vende, con sus límites, periodo de prueba y acceso.',
  add: 'Añadir unidad',
  search: 'Buscar unidades de negocio',
  searchPlaceholder: 'Buscar por nombre, subdominio o CNPJ/CPF',
  statusLabel: 'Mostrar unidades por estado',
  status: { active: 'Activas', inactive: 'Inactivas', deleted: 'Eliminadas' },
  empty: {
    active: 'No hay unidades activas',
    inactive: 'No hay unidades inactivas',
    deleted: 'No hay unidades eliminadas',
  },
  emptySearch: 'Nada coincide con esta búsqueda. Pruebe otro nombre o borre la búsqueda.',
  errorTitle: 'No se pudieron cargar las unidades',
  loadingLabel: 'Cargando unidades de negocio',
  noLimit: 'Sin límite',
  columns: {
    name: 'Unidad de negocio',
    document: 'CNPJ/CPF',
    users: 'Límite de usuarios',
    trial: 'Fin de la prueba',
    status: 'Estado',
  },
  badge: {
    active: 'Activa',
    inactive: 'Inactiva',
    deleted: 'Eliminada',
    azureDefault: 'Predeterminada en Azure',
  },
  actions: { menu: 'Más acciones para {{name}}', delete: 'Eliminar', restoreNamed: 'Restaurar {{name}}' },
  form: {
    createTitle: 'Nueva unidad de negocio',
    failed: 'No se pudo guardar la unidad',
    sectionUnit: 'Unidad de negocio',
    sectionAccess: 'Usuarios y acceso',
    sectionAdmin: 'Primer administrador',
    client: 'Cliente',
    clientHint: 'A quién se factura esta unidad.',
    clientNew: 'Nuevo cliente con el nombre de la unidad',
    create: 'Crear unidad',
  },
  created: {
    title: 'Unidad de negocio creada',
    done: 'Listo',
  },
  notifications: {
    saved: '{{name}} se guardó.',
    deleted: '{{name}} se eliminó. Puede restaurarla desde el filtro Eliminadas.',
    restored: '{{name}} se restauró.',
    activated: '{{name}} se activó.',
    deactivated: '{{name}} se desactivó.',
  },
};
