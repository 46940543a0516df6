import type { CommonTexts } from './pt-BR';

/** Texts every screen shares (actions, states, pagination) in Spanish. */
export const common: CommonTexts = {
  actions: {
    cancel: 'Cancelar',
    save: 'Guardar',
    saveChanges: 'Guardar cambios',
    delete: 'Eliminar',
    deleteNamed: 'Eliminar {{name}}',
    edit: 'Editar',
    editNamed: 'Editar {{name}}',
    close: 'Cerrar',
    back: 'Volver',
    confirm: 'Confirmar',
    goToSignin: 'Ir al inicio de sesión',
    activate: 'Activar',
    deactivate: 'Desactivar',
    restore: 'Restaurar',
    retry: 'Intentar de nuevo',
    clearSearch: 'Borrar búsqueda',
    menuFor: 'Acciones de {{name}}',
    goHome: 'Ir a la página de inicio',
    reload: 'Recargar la página',
  },
  discard: {
    title: '¿Descartar los cambios?',
    text: 'Lo que escribió en este formulario se perderá.',
    keep: 'Seguir editando',
    confirm: 'Descartar',
  },
  states: { loading: 'Cargando…' },
  pagination: {
    label: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    first: 'Primera página',
    last: 'Última página',
    page: 'Página {{page}}',
    summary: 'Mostrando {{from}}–{{to}} de {{total}}',
    range: '{{from}}–{{to}} de {{total}}',
  },
  columns: { actions: 'Acciones' },
  dateInput: {
    placeholder: { dmy: 'DD/MM/AAAA', mdy: 'MM/DD/AAAA', time: 'HH:MM' },
    openCalendar: 'Abrir el calendario de {{name}}',
    timeOf: '{{name}} (hora)',
  },
  progress: {
    working: 'Cargando…',
    stillWorking: 'Todavía trabajando… Puede seguir navegando.',
  },
  answers: { yes: 'Sí', no: 'No' },
};
