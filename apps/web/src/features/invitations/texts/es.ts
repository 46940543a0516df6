import type { InvitationsTexts } from './pt-BR';

/** Texts of the invitation page in Spanish. */
export const invitations: InvitationsTexts = {
  pageTitle: 'Invitación',
  loading: 'Cargando la invitación',
  backToSignin: 'Volver al inicio de sesión',
  title: 'Unirse a {{unit}}',
  subtitle: 'Le invitaron a usar su cuenta {{email}} en esta unidad de negocio, con el perfil {{profile}}.',
  keeps: 'Inicia sesión con su contraseña habitual; nada más cambia en su cuenta.',
  accept: 'Aceptar invitación',
  decline: 'Rechazar',
  acceptedTitle: 'Invitación aceptada',
  declinedTitle: 'Invitación rechazada',
  invalidTitle: 'Esta invitación no se puede usar',
  invalidText: 'Pida al administrador de la unidad que envíe la invitación de nuevo.',
};
