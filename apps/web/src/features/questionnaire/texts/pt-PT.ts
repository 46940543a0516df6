import type { QuestionnaireTexts } from './pt-BR';

/** Texts of the profile questionnaire in European Portuguese. */
export const questionnaire: QuestionnaireTexts = {
  title: 'Fale-nos de si',
  text: 'Qual destas opções descreve melhor o seu cargo? Assim mostramos o que mais lhe interessa.',
  optionsLabel: 'O seu cargo',
  options: {
    diretor: 'Diretor(a)',
    supervisor: 'Supervisor(a)',
    gerente: 'Gestor(a)',
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
