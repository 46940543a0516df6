import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the profile questionnaire in Brazilian Portuguese, the reference language. */
export const questionnaire = {
  title: 'Conte-nos sobre você',
  text: 'Qual destas opções descreve melhor o seu cargo? Assim mostramos o que mais importa para você.',
  optionsLabel: 'Seu cargo',
  options: {
    diretor: 'Diretor(a)',
    supervisor: 'Supervisor(a)',
    gerente: 'Gerente',
    analista: 'Analista',
    outro: 'Outro',
  },
  later: 'Agora não',
  continue: 'Continuar',
  send: 'Enviar',
  otherTitle: 'Qual é o seu cargo?',
  otherLabel: 'Cargo',
  otherPlaceholder: 'Ex.: Coordenador(a) de vendas',
  thanks: 'Obrigado pela resposta!',
};

/** The shape every language of these texts follows: exactly these keys. */
export type QuestionnaireTexts = Texts<typeof questionnaire>;
