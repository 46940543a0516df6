import type { ScimTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the SCIM provisioning screen in European Portuguese. */
export const scim: ScimTexts = withChanges(brazilian.scim, {
  pageTitle: 'Aprovisionamento (SCIM)',
  title: 'Aprovisionamento de utilizadores (SCIM)',
  subtitle:
    'Tokens com que o seu fornecedor de identidade (Microsoft Entra ID) cria, atualiza e desativa os utilizadores e grupos desta unidade.',
  unitPickerHint: 'Escolha a unidade de negócio cujos tokens pretende gerir.',
  baseUrlHint: 'Indique este endereço e um token no aprovisionamento da aplicação no Entra ID.',
  addTitle: 'Novo token de aprovisionamento',
  loading: 'A carregar tokens',
  columns: { status: 'Estado' },
  emptyText: 'Gere um token para ligar o aprovisionamento do seu fornecedor de identidade.',
  enabledHint: 'Um token desativado é recusado de imediato.',
  saved: 'Token {{name}} guardado.',
  deleted: 'Token {{name}} eliminado.',
  deleteHint: 'O fornecedor de identidade que usa este token deixará de conseguir aprovisionar utilizadores.',
  createdWarning: 'Copie o token agora: por segurança não voltará a ser mostrado.',
});
