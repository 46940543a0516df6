import type { UiMessages } from './pt-BR';

export const es: UiMessages = {
  app: {
    name: 'Mirante',
    tagline: 'Sus informes de BI, publicados para quienes los necesitan.',
    loading: 'Cargando…',
    copyright: '© {{year}} Mirante',
  },
  language: {
    label: 'Idioma',
    change: 'Cambiar idioma',
    names: {
      'pt-BR': 'Português (Brasil)',
      'en-US': 'English (US)',
      es: 'Español',
      'pt-PT': 'Português (Portugal)',
    },
  },
  profiles: {
    a2m: 'Operador',
    master: 'Socio',
    admin: 'Administrador',
    user: 'Usuario',
  },
  signin: {
    pageTitle: 'Iniciar sesión',
    title: 'Acceda a su cuenta',
    subtitle: 'Use el correo electrónico y la contraseña registrados en su unidad de negocio.',
    email: 'Correo electrónico',
    emailPlaceholder: 'usted@empresa.com',
    password: 'Contraseña',
    passwordPlaceholder: 'Su contraseña',
    togglePassword: 'Mostrar u ocultar la contraseña',
    submit: 'Iniciar sesión',
    failed: 'No fue posible iniciar sesión',
    heroTitle: 'Inteligencia de negocio en un solo lugar',
    heroText:
      'Informes, presentaciones y catálogos para cada unidad de negocio, con acceso controlado por perfil.',
    heroReports: 'Informes de Power BI incrustados de forma segura',
    heroAccess: 'Acceso por perfil, grupo y unidad de negocio',
    heroLanguages: 'Disponible en portugués, inglés y español',
  },
  layout: {
    navigation: 'Menú principal',
    toggleNavigation: 'Abrir o cerrar el menú',
    accountMenu: 'Menú de la cuenta',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
    home: 'Página de inicio',
  },
  menu: {
    dashboard: 'Inicio',
    partners: 'Socios',
  },
  access: {
    deniedTitle: 'Acceso denegado',
    deniedHint: 'Si necesita esta página, solicite acceso al administrador de su unidad de negocio.',
  },
  dashboard: {
    pageTitle: 'Inicio',
    greeting: '¡Hola, {{name}}!',
    subtitle: 'Los informes publicados para usted aparecen aquí.',
    emptyTitle: 'Aún no hay informes',
    emptyDescription:
      'Todavía no se ha publicado ningún informe para usted. Cuando un administrador comparta un informe, aparecerá aquí.',
  },
  partners: {
    pageTitle: 'Socios',
    title: 'Socios',
    subtitle: 'Socios y revendedores que distribuyen Mirante a sus clientes.',
    search: 'Buscar socios',
    searchPlaceholder: 'Buscar por nombre',
    clearSearch: 'Borrar búsqueda',
    columns: {
      name: 'Nombre',
      kind: 'Tipo',
      status: 'Estado',
      companies: 'Unidades de negocio',
      createdAt: 'Creado el',
    },
    kind: {
      operator: 'Operador',
      partner: 'Socio',
    },
    status: {
      active: 'Activo',
      inactive: 'Inactivo',
    },
    summary: 'Mostrando {{from}}–{{to}} de {{total}}',
    emptySearch: 'Intente buscar otro nombre.',
    errorTitle: 'No fue posible cargar los socios',
    loadingLabel: 'Cargando socios',
  },
  pagination: {
    label: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    first: 'Primera página',
    last: 'Última página',
    page: 'Página {{page}}',
  },
  common: {
    retry: 'Intentar de nuevo',
    goHome: 'Ir a la página de inicio',
    goToSignin: 'Ir al inicio de sesión',
    reload: 'Recargar la página',
    back: 'Volver',
  },
  errors: {
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
    unexpectedText: 'Algo salió mal al cargar esta página.',
  },
};
