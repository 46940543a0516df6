import type { ClientsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the clients screens in European Portuguese. */
export const clients: ClientsTexts = withChanges(brazilian.clients, {
  search: 'Pesquisar clientes',
  searchPlaceholder: 'Nome, nome comercial, documento ou código',
  loading: 'A carregar clientes',
  saved: 'Cliente {{name}} guardado.',
  deleted: 'Cliente {{name}} eliminado.',
  addressSection: 'Morada',
  contactSection: 'Contacto e contrato',
  billingSection: 'Faturação',
  fields: {
    bonus_users: 'Utilizadores bónus',
    invoice_email: 'E-mail de faturação',
    name: 'Denominação social',
    customer_code: 'Código de cliente',
    fantasy_name: 'Nome comercial',
    address_street: 'Rua',
    contact_name: 'Nome do contacto',
    situation: 'Estado',
  },
  personType: {
    legal: 'Pessoa coletiva',
    physical: 'Pessoa singular',
  },
});
