import type { SearchTexts } from './pt-BR';

/** Texts of the global search (header box and Ctrl+K) in European Portuguese. */
export const search: SearchTexts = {
  open: 'Pesquisar',
  openHint: 'Pesquisar relatórios, playlists e ecrãs',
  dialogTitle: 'Pesquisa',
  inputLabel: 'Pesquisar relatórios, grupos, playlists e ecrãs',
  placeholder: 'Escreva o nome de um relatório, playlist ou ecrã…',
  results: 'Resultados',
  groups: {
    favorites: 'Favoritos',
    recent: 'Vistos recentemente',
    report: 'Relatórios',
    report_group: 'Grupos de relatórios',
    playlist: 'Playlists',
    user: 'Utilizadores',
    screen: 'Ecrãs',
  },
  loading: 'A pesquisar…',
  empty: 'Nenhum resultado para “{{q}}”',
  start: 'Escreva para pesquisar. Os seus relatórios favoritos e vistos recentemente aparecem aqui.',
  startScreens: 'Escreva para pesquisar entre os ecrãs que pode abrir.',
  error: 'Não foi possível fazer a pesquisa. Tente novamente.',
  favorite: 'Favorito',
  keys: '↑ ↓ para navegar, Enter para abrir, Esc para fechar',
};
