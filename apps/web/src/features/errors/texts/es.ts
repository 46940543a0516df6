import type { ErrorsTexts } from './pt-BR';

/** Texts of the error pages in Spanish. */
export const errors: ErrorsTexts = {
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La dirección que abrió no existe o se ha movido.',
  domainTitle: 'Dominio desconocido',
  domainText:
    'Esta dirección no está vinculada a ninguna unidad de negocio. Verifique el enlace o contacte a su administrador.',
  ipTitle: 'Acceso bloqueado',
  ipText:
    'La dirección de red desde la que se conecta no está permitida para esta unidad de negocio. Conéctese desde una red autorizada o contacte a su administrador.',
  popupTitle: 'Ventana emergente bloqueada',
  popupText:
    'Su navegador bloqueó una ventana que Mirante intentó abrir. Permita las ventanas emergentes para este sitio e inténtelo de nuevo.',
  popupOpenHere: 'Abrirlo aquí mismo',
  unexpectedText: 'Algo salió mal al cargar esta página.',
};
