import { defineAreaMessages } from './define';

/** Texts of the playlists screens. */
export const playlistsMessages = defineAreaMessages({
  'pt-BR': {},
  'en-US': {},
  es: {},
  'pt-PT': {},
});
