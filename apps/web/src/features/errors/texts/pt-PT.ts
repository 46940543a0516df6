import type { ErrorsTexts } from './pt-BR';

/** Texts of the error pages in European Portuguese. */
export const errors: ErrorsTexts = {
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que abriu não existe ou foi movido.',
  domainTitle: 'Domínio desconhecido',
  domainText:
    'Este endereço não está associado a nenhuma unidade de negócio. Verifique a ligação ou contacte o seu administrador.',
  ipTitle: 'Acesso bloqueado',
  ipText:
    'O endereço de rede a partir do qual está a aceder não é permitido para esta unidade de negócio. Ligue-se a partir de uma rede autorizada ou contacte o seu administrador.',
  popupTitle: 'Janela pop-up bloqueada',
  popupText:
    'O navegador bloqueou uma janela que o Mirante tentou abrir. Permita pop-ups para este site e tente novamente.',
  unexpectedText: 'Algo correu mal ao carregar esta página.',
};
