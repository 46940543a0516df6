import type { SharedTexts } from './pt-BR';

// Texts of the app shell and the shared components in Spanish.

export const app: SharedTexts['app'] = {
  name: 'Mirante',
  tagline: 'Sus informes de BI, publicados para quienes los necesitan.',
  copyright: '© {{year}} Mirante',
};

export const language: SharedTexts['language'] = {
  label: 'Idioma',
  change: 'Cambiar idioma',
  names: {
    'pt-BR': 'Português (Brasil)',
    'en-US': 'English (US)',
    es: 'Español',
    'pt-PT': 'Português (Portugal)',
  },
};

export const profiles: SharedTexts['profiles'] = {
  a2m: 'Operador',
  master: 'Socio',
  admin: 'Administrador',
  user: 'Usuario',
};

export const layout: SharedTexts['layout'] = {
  navigation: 'Menú principal',
  toggleNavigation: 'Abrir o cerrar el menú',
  accountMenu: 'Menú de la cuenta',
  signedInAs: 'Sesión iniciada como',
  signOut: 'Cerrar sesión',
  homeOf: '{{name}}: página de inicio',
  skipToContent: 'Saltar al contenido',
  signIn: 'Iniciar sesión',
};

export const menu: SharedTexts['menu'] = {
  helpDesk: 'Mesa de ayuda',
  analyze: 'Análisis de uso',
  clients: 'Clientes',
  setting: 'Configuración',
  whitelabels: 'Temas',
  companies: 'Unidades de negocio',
  registration: 'Registro',
  dashboard: 'Inicio',
  partners: 'Socios',
  remoteAuthorization: 'Acceso remoto',
  samlSso: 'Inicio de sesión único (SAML)',
  users: 'Usuarios',
  groupUsers: 'Grupos de usuarios',
  autoActions: 'Programador de tareas',
  domain: 'Dominios',
  powerbi: 'Cuentas de Power BI',
  workspaces: 'Áreas de trabajo',
  resources: 'Capacidades',
  reports: 'Informes',
  allReports: 'Todos los informes',
  managementReport: 'Gestión de informes',
  playlists: 'Listas de reproducción',
  catalogs: 'Catálogos',
  reportsA2m: 'Informes',
  scim: 'Aprovisionamiento (SCIM)',
  notifications: 'Notificaciones',
  faq: 'Preguntas frecuentes',
  billing: 'Facturación',
  billingSummary: 'Resumen de facturación',
};

export const access: SharedTexts['access'] = {
  deniedTitle: 'Acceso denegado',
  deniedHint: 'Si necesita esta página, solicite acceso al administrador de su unidad de negocio.',
};

export const deleteConfirm: SharedTexts['deleteConfirm'] = {
  title: '¿Eliminar {{name}}?',
  instruction: 'Para confirmar, escriba el texto de abajo:',
  label: 'Confirmación',
};

export const embed: SharedTexts['embed'] = {
  loading: 'Cargando informe',
  warmingUp: 'Calentando la capacidad…',
  warmingUpHint:
    'La capacidad del informe estaba en pausa y se está iniciando. Tarda alrededor de un minuto.',
  errorTitle: 'No se pudo mostrar el informe',
  errorGeneric: 'El proveedor de informes informó un error al mostrar este informe.',
  invalidUrl: 'La dirección de este informe no es del proveedor de informes.',
  pages: 'Páginas del informe',
  openExternal: 'Abrir en una pestaña nueva',
  externalScan: 'Apunta la cámara del móvil al código para abrirlo.',
  externalQrAlt: 'Código QR del enlace de {{title}}',
  externalBlocked: {
    refused: 'Este sitio no permite mostrarse dentro de otro sitio.',
    insecure: 'Este enlace no es seguro (HTTP) y no puede mostrarse aquí.',
    unreachable: 'No se pudo comprobar este sitio, así que no se muestra aquí.',
  },
  maintenanceTitle: 'Informe en mantenimiento',
};

export const unitPicker: SharedTexts['unitPicker'] = {
  label: 'Unidad de negocio',
  placeholder: 'Elija una unidad',
};

export const avatar: SharedTexts['avatar'] = {
  label: 'Foto de perfil',
  upload: 'Subir foto',
  change: 'Cambiar foto',
  remove: 'Quitar foto',
  hint: 'PNG, JPEG o WebP, hasta 2 MB.',
  tooLarge: 'La foto supera los 2 MB.',
};

export const unitForm: SharedTexts['unitForm'] = {
  name: 'Nombre',
  subdomain: 'Subdominio',
  subdomainHint: 'Minúsculas, números y guiones; será la dirección de acceso.',
  client: 'Cliente',
  document: 'CNPJ o CPF',
  documentHint: 'Opcional; se comprueban sus dígitos de control.',
  userLimit: 'Límite de usuarios',
  userLimitHint: 'Vacío significa sin límite.',
  bonusUsers: 'Usuarios de bonificación',
  trialEndsAt: 'La prueba termina el',
  trialHint: 'Vacío significa sin periodo de prueba.',
  standardAuth: 'Autenticación estándar',
  authPassword: 'Contraseña',
  authSaml: 'SAML',
  azureDefault: 'Unidad predeterminada en Azure',
  standardAuthHint:
    'SAML: la página de inicio de sesión ofrece solo el inicio de sesión único y las contraseñas se rechazan. La unidad necesita una aplicación SAML que ya haya completado un inicio de sesión.',
  azureDefaultHint:
    'Las personas de varias de sus unidades que inician sesión con el inicio de sesión único en la dirección general entran aquí. Solo una unidad puede ser la predeterminada; marcar esta desmarca las demás.',
  restrictProviderAccounts: 'Restringir cuentas del proveedor de informes',
  restrictHint: 'Cada administrador ve solo las cuentas que registró.',
  allowAddReports: 'Permitir que la unidad añada informes',
  active: 'Activa',
  adminName: 'Nombre del administrador',
  adminEmail: 'Correo del administrador',
  adminPassword: 'Contraseña del administrador',
  adminPasswordHint: 'Déjela vacía para generar una; se muestra una sola vez.',
  togglePassword: 'Mostrar u ocultar la contraseña',
  noLimit: 'Sin límite',
  created: {
    text: '{{name}} está lista. Su administrador {{email}} ya puede iniciar sesión.',
    signInAddress: 'Dirección de acceso',
    passwordLabel: 'Contraseña generada',
    passwordHint: 'Cópiela ahora y entréguela de forma segura: no se volverá a mostrar.',
    copy: 'Copiar',
    copied: 'Copiada',
  },
};
