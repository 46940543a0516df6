import type { SharedTexts } from './pt-BR';
// Texts of the app shell and the shared components in European Portuguese.
import { withChanges } from '../texts';
import * as brazilian from './pt-BR';

export const app: SharedTexts['app'] = withChanges(brazilian.app, {
  tagline: 'Os seus relatórios de BI, publicados para quem precisa deles.',
});

export const language: SharedTexts['language'] = brazilian.language;

export const profiles: SharedTexts['profiles'] = withChanges(brazilian.profiles, {
  user: 'Utilizador',
});

export const layout: SharedTexts['layout'] = withChanges(brazilian.layout, {
  signedInAs: 'Sessão iniciada como',
  signOut: 'Terminar sessão',
  signIn: 'Iniciar sessão',
  skipToContent: 'Saltar para o conteúdo',
});

export const menu: SharedTexts['menu'] = withChanges(brazilian.menu, {
  helpDesk: 'Apoio ao cliente',
  billing: 'Faturação',
  billingSummary: 'Resumo de faturação',
  analyze: 'Análise de utilização',
  setting: 'Definições',
  registration: 'Registo',
  users: 'Utilizadores',
  groupUsers: 'Grupos de utilizadores',
  workspaces: 'Áreas de trabalho',
  playlists: 'Listas de reprodução',
  scim: 'Aprovisionamento (SCIM)',
  samlSso: 'Início de sessão único (SAML)',
});

export const access: SharedTexts['access'] = withChanges(brazilian.access, {
  deniedHint: 'Se precisa desta página, peça acesso ao administrador da sua unidade de negócio.',
});

export const deleteConfirm: SharedTexts['deleteConfirm'] = withChanges(brazilian.deleteConfirm, {
  title: 'Eliminar {{name}}?',
  instruction: 'Para confirmar, escreva o texto abaixo:',
});

export const embed: SharedTexts['embed'] = withChanges(brazilian.embed, {
  loading: 'A carregar o relatório',
  warmingUp: 'A aquecer a capacidade…',
  warmingUpHint:
    'A capacidade do relatório estava em pausa e está a ser iniciada. Demora cerca de um minuto.',
  errorTitle: 'Não foi possível mostrar o relatório',
  errorGeneric: 'O fornecedor de relatórios indicou um erro ao mostrar este relatório.',
  invalidUrl: 'O endereço deste relatório não é do fornecedor de relatórios.',
  openExternal: 'Abrir num novo separador',
  externalScan: 'Aponte a câmara do telemóvel para o código para abrir.',
  externalQrAlt: 'Código QR da ligação de {{title}}',
  externalBlocked: {
    refused: 'Este site não permite ser mostrado dentro de outro site.',
    insecure: 'Esta ligação não é segura (HTTP) e não pode ser mostrada aqui.',
    unreachable: 'Não foi possível verificar este site, por isso não é mostrado aqui.',
  },
});

export const unitPicker: SharedTexts['unitPicker'] = brazilian.unitPicker;

export const avatar: SharedTexts['avatar'] = withChanges(brazilian.avatar, {
  label: 'Fotografia de perfil',
  upload: 'Carregar fotografia',
  change: 'Trocar fotografia',
  remove: 'Remover fotografia',
  tooLarge: 'A fotografia excede 2 MB.',
});

export const unitForm: SharedTexts['unitForm'] = withChanges(brazilian.unitForm, {
  userLimit: 'Limite de utilizadores',
  bonusUsers: 'Utilizadores bônus',
  authPassword: 'Palavra-passe',
  standardAuthHint:
    'SAML: a página de início de sessão oferece só o início de sessão único e as palavras-passe são recusadas. A unidade precisa de uma aplicação SAML que já tenha concluído um início de sessão.',
  azureDefaultHint:
    'Pessoas de várias das suas unidades que iniciam sessão com o início de sessão único no endereço geral entram aqui. Só uma unidade pode ser a predefinida; marcar esta desmarca as outras.',
  restrictHint: 'Cada administrador vê apenas as contas que registou.',
  adminPassword: 'Palavra-passe do administrador',
  adminPasswordHint: 'Deixe vazio para gerar uma; é mostrada uma única vez.',
  togglePassword: 'Mostrar ou ocultar a palavra-passe',
  created: {
    text: '{{name}} está pronta. O administrador {{email}} já pode iniciar sessão.',
    passwordLabel: 'Palavra-passe gerada',
  },
});
