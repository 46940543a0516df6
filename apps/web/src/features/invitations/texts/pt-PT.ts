import type { InvitationsTexts } from './pt-BR';

/** Texts of the invitation page in European Portuguese. */
export const invitations: InvitationsTexts = {
  pageTitle: 'Convite',
  loading: 'A carregar o convite',
  backToSignin: 'Voltar ao início de sessão',
  title: 'Entrar em {{unit}}',
  subtitle: 'Foi convidado a usar a sua conta {{email}} nesta unidade de negócio, com o perfil {{profile}}.',
  keeps: 'Inicia sessão com a sua palavra-passe de sempre; nada mais muda na sua conta.',
  accept: 'Aceitar convite',
  decline: 'Recusar',
  acceptedTitle: 'Convite aceite',
  declinedTitle: 'Convite recusado',
  invalidTitle: 'Este convite não pode ser usado',
  invalidText: 'Peça ao administrador da unidade que envie o convite novamente.',
};
