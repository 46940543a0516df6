import type { QuestionnaireTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the profile questionnaire in European Portuguese. */
export const questionnaire: QuestionnaireTexts = withChanges(brazilian.questionnaire, {
  title: 'Fale-nos de si',
  text: 'Qual destas opções descreve melhor o seu cargo? Assim mostramos o que mais lhe interessa.',
  optionsLabel: 'O seu cargo',
  options: {
    gerente: 'Gestor(a)',
  },
});
