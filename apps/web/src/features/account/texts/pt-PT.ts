import type { AccountTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of one's own account (details, password, two-step verification, sessions) in European Portuguese. */
export const account: AccountTexts = withChanges(brazilian.account, {
  loading: 'A carregar definições',
  sessions: {
    subtitle: 'Dispositivos com sessão iniciada na sua conta. Termine qualquer sessão que não reconheça.',
    signedIn: 'Sessão iniciada em {{date}}',
    end: 'Terminar sessão',
    confirmTitle: 'Terminar esta sessão?',
    confirmText: 'A sessão em {{device}} será terminada na próxima ação.',
    confirmCurrent: 'A sua sessão neste dispositivo será terminada.',
    confirmEnd: 'Terminar sessão',
    ended: 'Sessão terminada.',
    endFailed: 'Não foi possível terminar a sessão',
    loading: 'A carregar as sessões',
  },
  details: {
    loadFailed: 'Não foi possível carregar a sua conta.',
    save: 'Guardar perfil',
    saved: 'Perfil guardado.',
  },
  password: {
    title: 'Alterar palavra-passe',
    current: 'Palavra-passe atual',
    new: 'Nova palavra-passe',
    confirm: 'Confirme a nova palavra-passe',
    submit: 'Alterar palavra-passe',
    changed: 'Palavra-passe alterada. As suas outras sessões foram terminadas.',
    notAllowed: 'O seu método de autenticação não permite alterar a palavra-passe aqui.',
  },
  mfa: {
    title: 'Autenticação de dois fatores',
    offText: 'A autenticação de dois fatores não está ativada nesta conta.',
    required: 'A sua unidade exige a autenticação de dois fatores; não pode ser desativada.',
    newCodesText: 'Guarde estes códigos num local seguro. Os anteriores deixaram de funcionar.',
    turnOffTitle: 'Desativar a autenticação de dois fatores',
    turnOffText: 'Confirme com a sua palavra-passe atual ou com um código da aplicação autenticadora.',
    password: 'Palavra-passe atual',
    code: 'Código da aplicação autenticadora',
    disabled: 'Autenticação de dois fatores desativada.',
  },
  sessionsCard: {
    text: 'Veja onde a sua conta tem sessão iniciada e termine as sessões que não reconhece.',
  },
  picture: {
    saved: 'Fotografia atualizada.',
    removed: 'Fotografia removida.',
  },
});
