import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the invitation page in Brazilian Portuguese, the reference language. */
export const invitations = {
  pageTitle: 'Convite',
  loading: 'Carregando o convite',
  backToSignin: 'Voltar para o login',
  title: 'Entrar em {{unit}}',
  subtitle:
    'Você foi convidado a usar a sua conta {{email}} nesta unidade de negócio, com o perfil {{profile}}.',
  keeps: 'Você entra com a sua senha de sempre; nada mais muda na sua conta.',
  accept: 'Aceitar convite',
  decline: 'Recusar',
  acceptedTitle: 'Convite aceito',
  declinedTitle: 'Convite recusado',
  invalidTitle: 'Este convite não pode ser usado',
  invalidText: 'Peça ao administrador da unidade que envie o convite novamente.',
};

/** The shape every language of these texts follows: exactly these keys. */
export type InvitationsTexts = Texts<typeof invitations>;
