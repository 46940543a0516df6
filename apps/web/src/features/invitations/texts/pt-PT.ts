import type { InvitationsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the invitation page in European Portuguese. */
export const invitations: InvitationsTexts = withChanges(brazilian.invitations, {
  loading: 'A carregar o convite',
  backToSignin: 'Voltar ao início de sessão',
  subtitle: 'Foi convidado a usar a sua conta {{email}} nesta unidade de negócio, com o perfil {{profile}}.',
  keeps: 'Inicia sessão com a sua palavra-passe de sempre; nada mais muda na sua conta.',
  acceptedTitle: 'Convite aceite',
});
