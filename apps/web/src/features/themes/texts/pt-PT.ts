import type { ThemesTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the themes screens in European Portuguese. */
export const themes: ThemesTexts = withChanges(brazilian.themes, {
  loading: 'A carregar temas',
  emptyText: 'Crie um tema com as cores da sua marca e ative-o para personalizar o portal.',
  saveFailed: 'O tema não foi guardado',
  choosePicture: 'Escolher um ficheiro',
  pageTitleHint: 'Aparece na separador do navegador.',
  pickFromScreen: 'Capturar {{name}} do ecrã',
  colors: {
    forgot_password: 'Ligação de esqueci a palavra-passe',
  },
});
