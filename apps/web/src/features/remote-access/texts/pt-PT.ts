import type { RemoteAccessTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the remote-access screens in European Portuguese. */
export const remoteAccess: RemoteAccessTexts = withChanges(brazilian.remoteAccess, {
  subtitle: 'Pedidos de parceiros para entrar nesta unidade de negócio. Autorize apenas quem espera.',
  userSubtitle: 'Quem pede para agir como si nesta unidade de negócio. Autorize apenas quem espera.',
  autoRefresh: 'Atualiza-se sozinho a cada 5 segundos',
  loadingLabel: 'A carregar pedidos de acesso',
  userEmptyText: 'Ninguém pediu para aceder à sua conta.',
  columns: {
    requester: 'Pedido por',
    status: 'Estado',
  },
  status: {
    pending: 'A aguardar',
  },
  authorizeText:
    '{{name}}, do parceiro {{partner}}, poderá entrar nesta unidade de negócio como {{profile}}. Tudo o que fizer ficará registado em nome de ambos.',
  authorizeAsYouAdminText:
    '{{name}}, administrador desta unidade de negócio, poderá agir como si: ver e fazer o que pode. Tudo o que fizer ficará registado em nome de ambos.',
  authorizeAsYouPartnerText:
    '{{name}}, do parceiro {{partner}}, poderá agir como si: ver e fazer o que pode. Tudo o que fizer ficará registado em nome de ambos.',
  refuseText: '{{name}} verá que o pedido foi recusado, com o motivo que escrever.',
  waitTitle: 'A aguardar autorização',
  waitText:
    'Pedimos a um administrador de {{unit}} que autorize a sua entrada como {{profile}}. Já foram avisados; este ecrã continua sozinho assim que houver resposta, e a resposta também lhe chega por e-mail.',
  enteringText: 'A entrar em {{unit}}…',
  expiredText: 'Ninguém de {{unit}} respondeu a tempo. Pode fazer um novo pedido.',
  checkErrorText: 'Confirme o endereço ou faça um novo pedido a partir do menu da conta.',
});
