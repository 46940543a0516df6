import type { QuestionnaireTexts } from './pt-BR';

/** Texts of the profile questionnaire in American English. */
export const questionnaire: QuestionnaireTexts = {
  title: 'Tell us about yourself',
  text: 'Which of these best describes your role? It helps us show what matters most to you.',
  optionsLabel: 'Your role',
  options: {
    diretor: 'Director',
    supervisor: 'Supervisor',
    gerente: 'Manager',
    analista: 'Analyst',
    outro: 'Other',
  },
  later: 'Not now',
  continue: 'Continue',
  send: 'Send',
  otherTitle: 'What is your role?',
  otherLabel: 'Role',
  otherPlaceholder: 'E.g. Sales coordinator',
  thanks: 'Thank you for answering!',
};
