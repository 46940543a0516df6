import type { CatalogsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the report catalogs in European Portuguese. */
export const catalogs: CatalogsTexts = withChanges(brazilian.catalogs, {
  tabRequests: 'Pedidos',
  pendingCount: '{{count}} pedidos pendentes',
  loading: 'A carregar o catálogo',
  status: {
    requested: 'Pedido',
    granted: 'Concedido',
    denied: 'Recusado',
  },
  request: 'Pedir acesso',
  requestFor: 'Pedir acesso a {{title}}',
  askTitle: 'Pedir acesso a {{title}}',
  send: 'Enviar pedido',
  sent: 'Pedido enviado para "{{title}}".',
  notice: {
    grantedTitle: 'Acesso concedido',
    granted: 'O seu acesso a "{{title}}" foi concedido.',
    deniedTitle: 'Acesso recusado',
    denied: 'O seu pedido de acesso a "{{title}}" foi recusado: {{reason}}',
  },
  requests: {
    empty: 'Nenhum pedido.',
    errorTitle: 'Não foi possível carregar os pedidos',
    loading: 'A carregar pedidos',
    user: 'Requerente',
    status: 'Estado',
    grant: 'Conceder',
    deny: 'Recusar',
    grantFor: 'Conceder {{title}} a {{name}}',
    denyFor: 'Recusar {{title}} a {{name}}',
  },
  grant: {
    title: 'Conceder {{title}}',
    to: 'A {{name}} ({{email}})',
    filtersAsk: 'Este relatório usa filtros ou RLS. Como conceder o acesso?',
    release: 'Libertar sem filtros',
    plain: 'O utilizador passará a ver o relatório.',
    rolesHint: 'Escreva um papel e prima Enter',
    valuesHint: 'Separados por vírgulas',
    needsFilter: 'Indique pelo menos um papel ou um filtro.',
    confirm: 'Conceder',
    done: 'Acesso a "{{title}}" concedido a {{name}}.',
  },
  deny: {
    title: 'Recusar {{title}}',
    confirm: 'Recusar',
    done: 'Pedido de {{name}} recusado.',
  },
});
