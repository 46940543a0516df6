import type { UserImportTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the user import wizard in European Portuguese. */
export const userImport: UserImportTexts = withChanges(brazilian.userImport, {
  open: 'Importar utilizadores',
  title: 'Importar utilizadores',
  steps: { upload: 'Carregar ficheiro' },
  upload: {
    hint: 'CSV ou XLSX, até {{size}} MB e {{rows}} linhas por importação.',
    file: 'Ficheiro',
    placeholder: 'Escolha um ficheiro CSV ou XLSX',
    unitOption: '{{name}} ({{count}} utilizadores)',
  },
  map: {
    headerRow: 'Linha de cabeçalho',
    column: 'Coluna do ficheiro',
    welcome: 'Enviar e-mail de boas-vindas com ligação para definir a palavra-passe',
  },
  fields: {
    phone: 'Telemóvel',
    user_type: 'Tipo de utilizador',
    group: 'Grupos de utilizadores (separe vários com ; ou |)',
    status: 'Estado',
  },
  review: { seats: 'Lugares livres na unidade: {{count}}' },
  results: { status: { success: 'Êxito' } },
});
