import type { ErrorsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the error pages in European Portuguese. */
export const errors: ErrorsTexts = withChanges(brazilian.errors, {
  notFoundText: 'O endereço que abriu não existe ou foi movido.',
  domainText:
    'Este endereço não está associado a nenhuma unidade de negócio. Verifique a ligação ou contacte o seu administrador.',
  ipText:
    'O endereço de rede a partir do qual está a aceder não é permitido para esta unidade de negócio. Ligue-se a partir de uma rede autorizada ou contacte o seu administrador.',
  unexpectedText: 'Algo correu mal ao carregar esta página.',
});
