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
  contrastHint:
    'Cada cor precisa de contraste WCAG AA com a cor em que aparece: 4,5:1 para textos, 3:1 para botões e controlos.',
  adjust: 'Ajustar para {{color}}',
  adjustNamed: 'Ajustar para {{color}} ({{name}})',
  contrastAgainst: '{{name}} ({{color}})',
  colors: {
    forgot_password: 'Ligação de esqueci a palavra-passe',
  },
});
