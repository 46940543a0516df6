import type { CustomFieldsTexts } from './pt-BR';

/** Texts of the custom-fields screens in Spanish. */
export const customFields: CustomFieldsTexts = {
  adminIntro:
    'Campos adicionales del registro de usuarios de esta unidad. Los campos globales los define el socio y aquí son de solo lectura.',
  partnerIntro: 'Los administradores de cada unidad ven estos campos, pero no pueden cambiarlos.',
  add: 'Agregar campo',
  addTitle: 'Nuevo campo personalizado',
  loading: 'Cargando campos',
  errorTitle: 'No se pudieron cargar los campos',
  empty: 'Todavía no hay campos personalizados.',
  created: 'Campo {{name}} creado.',
  updated: 'Campo {{name}} guardado.',
  deleted: 'Campo {{name}} eliminado.',
  globalLabel: 'Global',
  optional: 'Opcional',
  readOnly: 'Definido por el socio: solo lectura',
  optionsHint: 'Escriba una opción y presione Enter.',
  duplicateOptions: 'Las opciones no pueden repetirse.',
  positionHint: 'Los campos con número menor aparecen primero.',
  searchableHint: 'Puede usarse como filtro en la lista de usuarios.',
  fields: {
    name: 'Nombre',
    type: 'Tipo',
    options: 'Opciones',
    position: 'Orden',
    required: 'Obligatorio',
    searchable: 'Buscable',
  },
  columns: { position: 'Orden', name: 'Nombre', type: 'Tipo', options: 'Opciones', rules: 'Reglas' },
  types: {
    text: 'Texto',
    number: 'Número',
    date: 'Fecha',
    list: 'Lista',
    multiple: 'Selección múltiple',
    single: 'Selección única',
  },
};
