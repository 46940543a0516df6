import type { UsersTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the users screens (members, invitations sent, acting as a user) in European Portuguese. */
export const users: UsersTexts = withChanges(brazilian.users, {
  pageTitle: 'Utilizadores',
  title: 'Utilizadores',
  subtitle: 'Pessoas com acesso a esta unidade de negócio, os seus grupos e permissões.',
  search: 'Pesquisar utilizadores',
  add: 'Adicionar utilizador',
  statusFilter: 'Estado',
  allStatuses: 'Todos os estados',
  showRemoved: 'Utilizadores removidos',
  empty: 'Ainda não há utilizadores',
  emptyHint: 'Adicione a primeira pessoa que vai usar esta unidade.',
  emptySearch: 'Nenhum utilizador corresponde a estes filtros.',
  errorTitle: 'Não foi possível carregar os utilizadores',
  columns: {
    user: 'Utilizador',
    status: 'Estado',
  },
  positions: {
    manager: 'Gestor',
  },
  form: {
    addTitle: 'Adicionar utilizador',
    editTitle: 'Editar utilizador',
    duplicateHint: 'O novo utilizador recebe o mesmo departamento, cargo, perfil, grupos e permissões.',
    userType: 'Tipo de utilizador',
    password: 'Palavra-passe',
    passwordEditHint: 'Deixe em branco para manter a palavra-passe atual.',
    accountStatus: 'Estado da conta',
    group: 'Grupos de utilizadores',
    create: 'Adicionar utilizador',
    sharedTitle: 'Conta partilhada com outras unidades',
    sharedText:
      'Esta pessoa também pertence a unidades de negócio que não administra. O e-mail, o telefone, a palavra-passe, a fotografia e a verificação em dois passos são dela: é ela que os altera em “A minha conta”.',
    invitedTitle: 'À espera de que {{email}} aceite o convite',
    invitedText:
      'Este e-mail já tem uma conta, por isso a pessoa foi convidada. Até aceitar, não entra na unidade e aparece só com o nome que indicou; a conta continua a ser dela.',
    passwordWelcomeHint: 'Opcional: a pessoa recebe um e-mail com uma ligação para escolher a palavra-passe.',
    testHintTrial: 'Um utilizador de teste só entra durante o período experimental da unidade, até {{date}}.',
    testHintNoTrial: 'Esta unidade não tem período experimental: um utilizador de teste não consegue entrar.',
  },
  notices: {
    created: 'Utilizador adicionado.',
    saved: 'Alterações guardadas.',
    duplicated: 'Utilizador duplicado.',
    deactivated: 'Utilizador desativado; as sessões foram terminadas.',
    activated: 'Utilizador ativado.',
    removed: 'Utilizador removido da unidade.',
    restored: 'Utilizador restaurado.',
    invited: 'Convite enviado para {{email}}. A pessoa entra na unidade quando o aceitar.',
    welcomeSent: 'Utilizador adicionado. Enviámos-lhe um e-mail para escolher a palavra-passe.',
  },
  deactivate: {
    title: 'Desativar utilizador?',
    body: '{{name}} terá a sessão terminada de imediato e não poderá entrar até ser ativado novamente.',
  },
  linkedUnit: 'Unidade associada',
  accessAsUser: 'Aceder como o utilizador',
  accessTitle: 'Aceder como {{name}}',
  accessText:
    'Vai usar o portal como {{name}}. Tudo o que fizer fica também registado com o seu nome. Use "Voltar" na faixa do topo para regressar.',
  accessConfirm: 'Aceder',
  accessing: 'A entrar como o utilizador...',
  accessNotAllowed:
    'O acesso remoto do administrador tem de estar permitido na unidade e no registo do utilizador.',
});
