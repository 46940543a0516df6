import type { QuestionnaireTexts } from './pt-BR';

/** Texts of the profile questionnaire in Spanish. */
export const questionnaire: QuestionnaireTexts = {
  title: 'Cuéntanos sobre ti',
  text: '¿Cuál de estas opciones describe mejor tu cargo? Así te mostramos lo que más te importa.',
  optionsLabel: 'Tu cargo',
  options: {
    diretor: 'Director(a)',
    supervisor: 'Supervisor(a)',
    gerente: 'Gerente',
    analista: 'Analista',
    outro: 'Otro',
  },
  later: 'Ahora no',
  continue: 'Continuar',
  send: 'Enviar',
  otherTitle: '¿Cuál es tu cargo?',
  otherLabel: 'Cargo',
  otherPlaceholder: 'Ej.: Coordinador(a) de ventas',
  thanks: '¡Gracias por responder!',
};
