import type { NotificationsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the notification center, the inbox and the bell in European Portuguese. */
export const notifications: NotificationsTexts = withChanges(brazilian.notifications, {
  bellUnread: 'Notificações: {{count}} por ler',
  bellEmpty: 'Nenhuma notificação por ler.',
  columns: { status: 'Estado' },
  inbox: {
    unread: 'Por ler',
    search: 'Pesquisar notificações',
    searchPlaceholder: 'Pesquisar pelo assunto',
    clearSearch: 'Limpar pesquisa',
    loading: 'A carregar notificações',
    emptySearch: 'Nenhuma notificação corresponde à pesquisa.',
    deleted: 'Notificação eliminada.',
    loginNotice: 'Aviso de início de sessão',
  },
  sent: {
    search: 'Pesquisar enviadas',
    searchPlaceholder: 'Pesquisar pelo assunto',
    clearSearch: 'Limpar pesquisa',
    loading: 'A carregar notificações enviadas',
    emptySearch: 'Nenhuma notificação enviada corresponde à pesquisa.',
  },
  compose: {
    audienceKinds: {
      all: 'Todos os utilizadores da unidade',
      users: 'Utilizadores selecionados',
      groups: 'Grupos de utilizadores',
    },
    profiles: { user: 'Utilizadores' },
    users: 'Utilizadores',
    usersPlaceholder: 'Pesquise e escolha utilizadores',
    loginNotice: 'Mostrar como aviso no próximo início de sessão',
    loginNoticeHint: 'Cada destinatário vê o aviso uma vez, depois de voltar a iniciar sessão.',
  },
  templates: {
    search: 'Pesquisar modelos',
    searchPlaceholder: 'Pesquisar pelo nome',
    clearSearch: 'Limpar pesquisa',
    loading: 'A carregar modelos',
    emptySearch: 'Nenhum modelo corresponde à pesquisa.',
    updated: 'Modelo {{name}} guardado.',
    deleted: 'Modelo {{name}} eliminado.',
    languageHint: 'Preencha pelo menos um idioma; quem usa outro recebe o texto no idioma de quem envia.',
  },
  audience: {
    byReport: 'Utilizadores por relatório',
    byUser: 'Relatórios por utilizador',
    user: 'Utilizador',
    userPlaceholder: 'Escolha um utilizador',
    loading: 'A carregar',
    emptyReports: 'Este utilizador não pode abrir nenhum relatório.',
    notify: 'Notificar estes utilizadores',
    startMaintenanceText:
      'O relatório fica indisponível para os utilizadores até sair da manutenção, e todos os que o podem abrir recebem um aviso agora.',
    startMaintenanceDone: '{{title}} está em manutenção; os utilizadores foram avisados.',
  },
});
