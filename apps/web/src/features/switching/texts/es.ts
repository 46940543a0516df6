import type { SwitchingTexts } from './pt-BR';

/** Texts of unit switching, impersonation and the unit gate in Spanish. */
export const switching: SwitchingTexts = {
  unitsLabel: 'Unidades de negocio',
  currentUnit: 'Actual',
  switchingTitle: 'Cambiando de unidad',
  switchingTo: 'Llevándote a {{name}}…',
  enteringUnit: 'Entrando en {{name}}…',
  returning: 'Volviendo al socio…',
  failedTitle: 'No se pudo cambiar de unidad',
  enterUnit: 'Entrar en una unidad de negocio',
  enterUnitTitle: 'Entrar en una unidad de negocio',
  enterUnitHint:
    'Elige la unidad y el perfil con el que quieres entrar. Puedes volver al socio en cualquier momento desde la barra superior de la página. Una unidad te deja entrar cuando su configuración permite el acceso remoto del socio; algunas piden además que un administrador apruebe cada entrada.',
  searchUnits: 'Buscar unidades',
  noUnits: 'No se encontró ninguna unidad de negocio.',
  asAdmin: 'Como administrador',
  asUser: 'Como usuario',
  enterAs: 'Entrar en {{name}}: {{profile}}',
  bannerLabel: 'Acceso como socio',
  bannerText: 'Estás en {{unit}} como {{profile}}, en nombre de {{partner}}.',
  backToPartner: 'Volver al socio',
  backToAdmin: 'Volver al administrador',
  bannerLabelAdmin: 'Acceso del administrador',
  bannerTextAdmin: 'Está en {{unit}} como usuario, en nombre del administrador {{partner}}.',
  changeTitle: 'Entrando en la unidad de negocio',
  changeWorking: 'Conectándote a la otra unidad de negocio…',
  changeFailedTitle: 'No se pudo iniciar sesión',
  changeFailedText:
    'El enlace para cambiar de unidad dura unos segundos y solo funciona una vez. Inicia sesión de nuevo para continuar.',
  unitGate: {
    pageTitle: 'Entre en una unidad',
    title: 'Entre en una de sus unidades',
    text: 'Esta pantalla muestra los informes y catálogos de una unidad de negocio. Elija la unidad y el perfil con el que desea entrar; vuelve al socio desde la barra en la parte superior de la página.',
    listLabel: 'Sus unidades de negocio',
    noUnitsTitle: 'Ninguna unidad de negocio',
    noUnitsText: 'Este socio aún no tiene unidades. Registre una en Unidades de negocio.',
    unitsLink: 'Ir a Unidades de negocio',
    operatorTitle: 'Los informes se abren dentro de su unidad',
    operatorText:
      'Un informe pertenece a una unidad de negocio y solo se abre para sus miembros. La operación ve los informes de todas las unidades, solo lectura, en la lista de informes.',
    operatorLink: 'Ver los informes de las unidades',
  },
};
