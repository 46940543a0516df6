import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the error pages in Brazilian Portuguese, the reference language. */
export const errors = {
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você abriu não existe ou foi movido.',
  domainTitle: 'Domínio desconhecido',
  domainText:
    'Este endereço não está ligado a nenhuma unidade de negócio. Confira o link ou fale com o seu administrador.',
  ipTitle: 'Acesso bloqueado',
  ipText:
    'O endereço de rede de onde você está acessando não é permitido para esta unidade de negócio. Conecte-se a partir de uma rede autorizada ou fale com o seu administrador.',
  popupTitle: 'Janela pop-up bloqueada',
  popupText:
    'O navegador bloqueou uma janela que o Mirante tentou abrir. Permita pop-ups para este site e tente novamente.',
  /** The blocked window was a report's: it opens in this tab instead. */
  popupOpenHere: 'Abrir aqui mesmo',
  unexpectedText: 'Algo deu errado ao carregar esta página.',
};

/** The shape every language of these texts follows: exactly these keys. */
export type ErrorsTexts = Texts<typeof errors>;
