import type { CustomFieldsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the custom-fields screens in European Portuguese. */
export const customFields: CustomFieldsTexts = withChanges(brazilian.customFields, {
  adminIntro:
    'Campos extra do registo de utilizadores desta unidade. Os campos globais são definidos pelo parceiro e aqui são só de leitura.',
  partnerIntro: 'Os administradores de cada unidade veem estes campos, mas não os podem alterar.',
  loading: 'A carregar campos',
  empty: 'Ainda não há campos personalizados.',
  updated: 'Campo {{name}} guardado.',
  deleted: 'Campo {{name}} eliminado.',
  readOnly: 'Definido pelo parceiro: só de leitura',
  optionsHint: 'Escreva uma opção e prima Enter.',
  duplicateOptions: 'As opções não se podem repetir.',
  positionHint: 'Os campos com número menor aparecem primeiro.',
  searchableHint: 'Pode ser usado como filtro na lista de utilizadores.',
  types: {
    multiple: 'Escolha múltipla',
  },
});
