import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the remote-access screens in Brazilian Portuguese, the reference language. */
export const remoteAccess = {
  pageTitle: 'Acesso remoto',
  title: 'Acesso remoto',
  subtitle: 'Pedidos de parceiros para entrar nesta unidade de negócio. Autorize apenas quem você espera.',
  userSubtitle: 'Quem pede para agir como você nesta unidade de negócio. Autorize apenas quem você espera.',
  autoRefresh: 'Atualiza sozinho a cada 5 segundos',
  loadingLabel: 'Carregando pedidos de acesso',
  errorTitle: 'Não foi possível carregar os pedidos',
  emptyTitle: 'Nenhum pedido de acesso',
  emptyText: 'Quando um parceiro pedir para entrar nesta unidade, o pedido aparecerá aqui.',
  userEmptyText: 'Ninguém pediu para acessar a sua conta.',
  impersonatedText: 'Os pedidos de acesso são respondidos pelos administradores da própria unidade.',
  columns: { requester: 'Quem pede', profile: 'Entrar como', requestedAt: 'Pedido em', status: 'Situação' },
  status: { pending: 'Aguardando', authorized: 'Autorizado', refused: 'Recusado', expired: 'Expirado' },
  expiresAt: 'Expira às {{time}}',
  decidedBy: 'por {{name}}',
  authorize: 'Autorizar',
  refuse: 'Recusar',
  authorizeTitle: 'Autorizar o acesso?',
  authorizeText:
    '{{name}}, do parceiro {{partner}}, poderá entrar nesta unidade de negócio como {{profile}}. Tudo o que fizer ficará registrado em nome dos dois.',
  authorizeAsYouAdminText:
    '{{name}}, administrador desta unidade de negócio, poderá agir como você: ver e fazer o que você pode. Tudo o que fizer ficará registrado em nome dos dois.',
  authorizeAsYouPartnerText:
    '{{name}}, do parceiro {{partner}}, poderá agir como você: ver e fazer o que você pode. Tudo o que fizer ficará registrado em nome dos dois.',
  byPartner: 'Parceiro: {{partner}}',
  byAdmin: 'Administrador desta unidade',
  refuseTitle: 'Recusar o acesso',
  refuseText: '{{name}} verá que o pedido foi recusado, com o motivo que você escrever.',
  reason: 'Motivo',
  reasonHint: 'Opcional. Mostrado a quem pediu.',
  reasonPlaceholder: 'Ex.: Fora do horário combinado',
  authorizedNotice: 'Acesso de {{name}} autorizado.',
  refusedNotice: 'Pedido de {{name}} recusado.',
  waitTitle: 'Aguardando autorização',
  waitText:
    'Pedimos a um administrador de {{unit}} que autorize a sua entrada como {{profile}}. Eles já foram avisados; esta página continua sozinha assim que houver resposta, e a resposta também chega a você por e-mail.',
  waitExpires: 'O pedido expira às {{time}}.',
  authorizedTitle: 'Acesso autorizado',
  enteringText: 'Entrando em {{unit}}…',
  refusedTitle: 'Acesso recusado',
  refusedText: 'Um administrador de {{unit}} recusou a sua entrada como {{profile}}.',
  refusedReason: 'Motivo: {{reason}}',
  expiredTitle: 'Pedido expirado',
  expiredText: 'Ninguém de {{unit}} respondeu a tempo. Você pode fazer um novo pedido.',
  checkErrorTitle: 'Não foi possível consultar o pedido',
  checkErrorText: 'Confira o endereço ou faça um novo pedido pelo menu da conta.',
  backHome: 'Voltar ao início',
};

/** The shape every language of these texts follows: exactly these keys. */
export type RemoteAccessTexts = Texts<typeof remoteAccess>;
