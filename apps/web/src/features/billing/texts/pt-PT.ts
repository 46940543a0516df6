import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';
import type { BillingTexts } from './pt-BR';

/** Texts of the billing screens in European Portuguese. */
export const billing: BillingTexts = withChanges(brazilian.billing, {
  pageTitle: 'Faturação',
  title: 'Faturação e faturas',
  search: 'Pesquisar faturas',
  loading: 'A carregar faturas',
  empty: 'Ainda não há faturas. Feche um mês para emitir as faturas dos clientes.',
  totals: { billedUsers: 'Utilizadores faturados' },
  situationFilter: 'Estado',
  allSituations: 'Todos os estados',
  columns: { billedUsers: 'Utilizadores', situation: 'Estado' },
  situations: { cancelled: 'Anulada' },
  actions: { download: 'Descarregar PDF' },
  notices: {
    saved: 'Fatura {{number}} guardada.',
    downloadFailed: 'Não foi possível descarregar o PDF da fatura.',
  },
  correction: {
    description:
      'Emite um novo documento com estes números e anula esta fatura. A fatura original não é alterada.',
  },
  close: {
    description:
      'Cada cliente recebe a fatura do mês com os números do último dia do mês, que não mudam depois. Os clientes já faturados neste mês mantêm a sua fatura.',
    noClients: 'Não há clientes a faturar: registe primeiro clientes nos seus parceiros.',
    skipped: {
      joined_after: '{{count}} cliente(s) registado(s) depois do mês',
    },
  },
  dialog: {
    activeUsers: 'Utilizadores ativos',
    bonusUsers: 'Utilizadores bónus',
    billedUsers: 'Utilizadores faturados',
    usersLine: 'Utilizadores faturados',
    invoiceEmail: 'E-mail de faturação',
    cancelledNotice: 'Esta fatura está anulada e já não pode ser alterada.',
    loading: 'A carregar fatura',
    situation: 'Estado',
  },
  roles: {
    title: 'Papéis de faturação',
    description:
      'O administrador de faturação (utilizador de um parceiro) altera e envia as faturas dos clientes do parceiro; o contacto do cliente (utilizador de uma unidade) consulta as faturas do seu cliente.',
    search: 'Pesquisar por nome ou e-mail',
    loading: 'A carregar pessoas',
    empty: 'Nenhuma pessoa encontrada.',
    billingAdmin: 'Administrador de faturação',
    clientContact: 'Contacto do cliente',
    saved: 'Papel de {{name}} guardado.',
  },
  rolesButton: 'Papéis de faturação',
  mine: {
    description: 'As faturas do seu cliente: estado, valores e o PDF de cada uma.',
    empty: 'Ainda não há faturas.',
    downloadFor: 'Descarregar o PDF da fatura {{number}}',
  },
  summary: {
    pageTitle: 'Resumo de faturação',
    title: 'Resumo de faturação',
    billedUsers: 'Utilizadores faturados',
    errorTitle: 'Não foi possível carregar o resumo',
  },
});
