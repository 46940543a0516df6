import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the global search (header box and Ctrl+K) in Brazilian Portuguese, the reference language. */
export const search = {
  open: 'Buscar',
  openHint: 'Buscar relatórios, playlists e telas',
  dialogTitle: 'Busca',
  inputLabel: 'Buscar relatórios, grupos, playlists e telas',
  placeholder: 'Digite o nome de um relatório, playlist ou tela…',
  results: 'Resultados',
  groups: {
    favorites: 'Favoritos',
    recent: 'Vistos recentemente',
    report: 'Relatórios',
    report_group: 'Grupos de relatórios',
    playlist: 'Playlists',
    user: 'Usuários',
    screen: 'Telas',
  },
  loading: 'Buscando…',
  empty: 'Nenhum resultado para “{{q}}”',
  start: 'Digite para buscar. Seus relatórios favoritos e vistos recentemente aparecem aqui.',
  startScreens: 'Digite para buscar entre as telas que você pode abrir.',
  error: 'A busca não pôde ser feita. Tente de novo.',
  favorite: 'Favorito',
  keys: '↑ ↓ para navegar, Enter para abrir, Esc para fechar',
};

/** The shape every language of these texts follows: exactly these keys. */
export type SearchTexts = Texts<typeof search>;
