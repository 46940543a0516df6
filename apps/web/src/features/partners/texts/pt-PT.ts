import type { PartnersTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the partners screens in European Portuguese. */
export const partners: PartnersTexts = withChanges(brazilian.partners, {
  subtitle: 'Parceiros e revendedores que distribuem o Mirante aos seus clientes.',
  search: 'Pesquisar parceiros',
  searchPlaceholder: 'Pesquisar por nome ou CNPJ/CPF',
  columns: {
    status: 'Estado',
  },
  emptySearch: 'Experimente pesquisar outro nome.',
  loadingLabel: 'A carregar parceiros',
  deactivateText:
    '{{name}} ficará inativo. As unidades de negócio mantêm os seus dados; pode reativá-lo a qualquer momento.',
  updated: 'Parceiro {{name}} guardado.',
  statusFilter: 'Filtrar por estado',
  tickets: 'Pedidos de suporte',
  fields: {
    contact_name: 'Nome do contacto',
  },
});
