import type { SearchTexts } from './pt-BR';

/** Texts of the global search (header box and Ctrl+K) in Spanish. */
export const search: SearchTexts = {
  open: 'Buscar',
  openHint: 'Buscar informes, playlists y pantallas',
  dialogTitle: 'Búsqueda',
  inputLabel: 'Buscar informes, grupos, playlists y pantallas',
  placeholder: 'Escriba el nombre de un informe, playlist o pantalla…',
  results: 'Resultados',
  groups: {
    favorites: 'Favoritos',
    recent: 'Vistos recientemente',
    report: 'Informes',
    report_group: 'Grupos de informes',
    playlist: 'Playlists',
    user: 'Usuarios',
    screen: 'Pantallas',
  },
  loading: 'Buscando…',
  empty: 'Sin resultados para “{{q}}”',
  start: 'Escriba para buscar. Sus informes favoritos y vistos recientemente aparecen aquí.',
  startScreens: 'Escriba para buscar entre las pantallas que puede abrir.',
  error: 'No se pudo hacer la búsqueda. Inténtelo de nuevo.',
  favorite: 'Favorito',
  keys: '↑ ↓ para moverse, Enter para abrir, Esc para cerrar',
};
