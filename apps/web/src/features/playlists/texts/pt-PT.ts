import type { PlaylistsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the playlists screens and the TV screens in European Portuguese. */
export const playlists: PlaylistsTexts = withChanges(brazilian.playlists, {
  subtitle: 'Apresentações de relatórios em ecrã inteiro, para reuniões e televisores.',
  search: 'Pesquisar playlists',
  searchPlaceholder: 'Pesquisar pelo nome',
  empty: 'Ainda não há playlists.',
  emptyUser: 'Nenhuma playlist tem relatórios que possa ver.',
  loading: 'A carregar playlists',
  columns: {
    seconds: 'Tempo por diapositivo',
  },
  deleted: 'Playlist "{{name}}" eliminada.',
  form: {
    seconds: 'Tempo predefinido por diapositivo (segundos)',
    items: 'Relatórios, pela ordem da apresentação',
    itemSecondsPlaceholder: 'Predefinido',
    pagePlaceholder: 'Primeira página',
    noItems: 'Sem relatórios. Adicione pelo menos um para apresentar.',
  },
  view: {
    next: 'Seguinte',
    fullscreen: 'Ecrã inteiro',
    exitFullscreen: 'Sair do ecrã inteiro',
    progress: 'Tempo do diapositivo',
    loading: 'A carregar a playlist',
    paused: 'Em pausa',
    keys: 'Teclas: ← → mudam de diapositivo, espaço pausa, F ecrã inteiro',
  },
  deviceList: {
    hint: 'Uma ligação de dispositivo abre esta playlist num televisor sem utilizador nem palavra-passe. É mostrada uma única vez.',
    namePlaceholder: 'Ex.: TV da receção',
    create: 'Criar ligação',
    linkTitle: 'Ligação do dispositivo',
    linkHint: 'Copie-a agora: por segurança não voltará a ser mostrada.',
    copy: 'Copiar ligação',
    copied: 'Copiada',
  },
  screen: {
    signingIn: 'A ligar este ecrã à playlist…',
    failedTitle: 'Não foi possível ligar este ecrã',
    failedHint: 'A ligação pode ter sido revogada. Peça uma nova ao administrador.',
    toSignin: 'Ir para o início de sessão',
  },
});
