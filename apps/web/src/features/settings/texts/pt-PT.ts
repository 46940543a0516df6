import type { SettingsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the settings screens in European Portuguese. */
export const settings: SettingsTexts = withChanges(brazilian.settings, {
  pageTitle: 'Definições',
  subtitleAdmin:
    'Como a sua unidade de negócio funciona: regras de acesso, palavras-passe, servidor de e-mail e menu.',
  subtitlePersonal: 'As suas preferências pessoais.',
  loading: 'A carregar definições',
  loadFailed: 'Não foi possível carregar as definições.',
  saveFailed: 'As definições não foram guardadas',
  save: 'Guardar definições',
  sections: {
    passwords: 'Palavras-passe e verificação em duas etapas',
  },
  fields: {
    enable_watermark: 'Marca de água nos relatórios',
    enable_helpdesk: 'Apoio ao cliente',
    send_email_helpdesk: 'E-mail nos chamados da apoio ao cliente',
    send_email_register_user: 'Enviar o acesso por e-mail aos novos utilizadores',
    mostrar_ultima_atualizacao_relatorio: 'Nos relatórios que o pedem',
    min_character: 'Comprimento mínimo da palavra-passe',
    expiry_time_password: 'Validade da palavra-passe (dias)',
    enable_password: 'Entrar com palavra-passe',
    special_characters: 'Exigir carácter especial',
    user_import: 'Importar utilizadores de outra unidade de negócio',
    allow_create_notifications: 'Utilizadores podem criar notificações',
    mail_password: 'Palavra-passe',
    mfa_permission_admin: 'Administradores veem a verificação em dois passos',
    questionario_perfil: 'Perguntar o cargo aos novos utilizadores',
  },
  hints: {
    relatorio_id:
      'Os membros chegam a este relatório ao iniciar sessão, em vez da página inicial (a página que cada um escolheu para si vem primeiro). Escolha um relatório que todos possam abrir.',
    home_page_after_report: 'Não é usada enquanto houver um relatório inicial.',
    access_hours:
      'Marque os dias em que as pessoas podem entrar e os respetivos horários. Sem nenhum dia marcado, o acesso é livre a qualquer hora.',
    expiry_time_password: '0 significa que as palavras-passe não expiram.',
    mail_password_set:
      'Há uma palavra-passe guardada. Deixe em branco para a manter; escreva outra para a substituir.',
    hidden_menu: 'Estas páginas desaparecem do menu de todos na unidade de negócio.',
    mail_test: 'O teste usa as definições guardadas: guarde antes.',
    enable_password: 'Desligado: ninguém entra com palavra-passe (só início de sessão único).',
    enable_embedded:
      'Os relatórios podem ser incorporados fora do portal (área de incorporação nos relatórios).',
    token_embedded:
      'Com os relatórios incorporados ativos, uma ligação com token de incorporação abre o relatório a quem a tiver, sem iniciar sessão.',
    questionario_perfil: 'No primeiro acesso, os novos utilizadores indicam o seu cargo.',
    allow_create_notifications: 'Aqueles cuja conta o permite; os administradores podem sempre.',
    mfa_permission_admin: 'Desligado: a verificação em dois passos fica oculta aos administradores.',
    allow_admin_remote: 'Administradores podem agir como utilizadores que concordaram.',
  },
  unitPickerHint: 'Escolha uma das suas unidades para editar as definições dela.',
  pageTabs: {
    label: 'Secções das definições',
    company: 'Definições da unidade',
    account: 'A minha conta',
    invoices: 'Faturas',
  },
});
