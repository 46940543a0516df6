import type { SamlTexts } from './pt-BR';

/** Texts of the single sign-on (SAML) screens in Spanish. */
export const saml: SamlTexts = {
  pageTitle: 'Inicio de sesión único (SAML)',
  subtitle:
    'Conecte la unidad al proveedor de identidad de la empresa (Entra ID y otros SAML 2.0): las personas entran con su cuenta corporativa.',
  add: 'Nueva aplicación SAML',
  addTitle: 'Nueva aplicación SAML',
  editTitle: 'Editar la aplicación SAML de {{name}}',
  loading: 'Cargando aplicaciones SAML',
  errorTitle: 'No se pudieron cargar las aplicaciones SAML',
  empty:
    'Aún no hay aplicaciones SAML. Agregue una para que las personas entren por el proveedor de identidad.',
  created: 'Aplicación SAML de {{name}} creada.',
  updated: 'Aplicación SAML de {{name}} guardada.',
  deleted: 'Aplicación SAML de {{name}} eliminada.',
  enabled: 'Inicio de sesión único activado en {{name}}.',
  disabled: 'Inicio de sesión único desactivado en {{name}}.',
  search: 'Buscar aplicaciones',
  searchPlaceholder: 'Unidad o proveedor',
  allUnitsUsed: 'Todas sus unidades ya tienen una aplicación SAML.',
  columns: {
    unit: 'Unidad',
    provider: 'Proveedor de identidad',
    status: 'Estado',
    certificate: 'Certificado válido hasta',
  },
  status: { enable: 'Activo', disable: 'Inactivo' },
  actions: {
    enable: 'Activar',
    disable: 'Desactivar',
    test: 'Probar inicio de sesión',
    serviceProvider: 'Datos para el proveedor',
  },
  fields: {
    company_id: 'Unidad',
    metadata: 'Metadatos del proveedor (XML)',
    idp_entity_id: 'Identificador del proveedor (Entity ID)',
    sso_url: 'URL de inicio de sesión (SSO)',
    certificates: 'Certificados de firma',
    email_attribute: 'Atributo con el correo electrónico',
    group_attribute: 'Atributo con los grupos',
    group_mappings: 'Grupos del proveedor',
    jit: 'Crear usuarios en el primer inicio de sesión',
    email_domains: 'Dominios de correo electrónico',
    sp_base_url: 'Dirección del portal',
    claim: 'Valor del grupo en el proveedor',
    group_id: 'Grupo de usuarios',
  },
  hints: {
    metadata:
      'Pegue el XML de metadatos (Federation Metadata XML en Entra ID) o envíe el archivo para completar los campos.',
    certificates: 'Más de uno durante el cambio de certificado del proveedor.',
    email_attribute: 'Nombre del atributo SAML (claim) con el correo de la persona.',
    group_attribute:
      'Opcional: el atributo con los grupos de la persona, para ubicarla en un grupo de usuarios.',
    jit: 'Las personas que la unidad aún no conoce obtienen cuenta y acceso al entrar, dentro del límite de usuarios.',
    email_domains:
      'En la página de inicio de sesión general, los correos de estos dominios entran por este proveedor. Escriba y pulse Enter.',
    sp_base_url:
      'La dirección donde las personas de la unidad usan el portal; el proveedor las devuelve a ella.',
  },
  fillFromMetadata: 'Completar con los metadatos',
  uploadMetadata: 'Enviar archivo de metadatos',
  metadataFilled: 'Campos completados con los metadatos del proveedor.',
  metadataInvalid: 'Este texto no es un XML de metadatos de un proveedor SAML.',
  addCertificate: 'Agregar certificado',
  removeCertificate: 'Quitar certificado',
  addMapping: 'Agregar grupo',
  removeMapping: 'Quitar grupo',
  sp: {
    title: 'Datos para el proveedor de identidad',
    intro:
      'Registre estos datos en la aplicación del proveedor (en Entra ID: Aplicación empresarial → Inicio de sesión único → SAML).',
    entityId: 'Identificador (Entity ID)',
    acsUrl: 'URL de respuesta (Assertion Consumer Service)',
    certificate: 'Certificado de firma del portal',
    download: 'Descargar los metadatos del portal',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  testFailed: 'No se pudo iniciar la prueba de inicio de sesión.',
  redirect: {
    title: 'Inicio de sesión único',
    working: 'Completando el inicio de sesión…',
    backToSignIn: 'Volver al inicio de sesión',
    finish_test:
      'Prueba terminada: el proveedor de identidad y el portal se entienden. No se abrió ninguna sesión.',
    error_user_or_password: 'Usuario no encontrado en esta unidad.',
    not_found_companies: 'No tiene acceso a esta unidad. Hable con su administrador.',
    user_disable: 'Su usuario está desactivado.',
    blocked: 'Su usuario está bloqueado.',
    domain_not_allowed: 'Esta dirección pertenece a otra unidad.',
    ip_not_allowed: 'No se permite el acceso desde esta dirección IP.',
    horario_not_allowed: 'No se permite el acceso en este horario.',
    inactive: 'Esta unidad, o su acceso a ella, está inactiva.',
    error_azure_not_companies: 'El inicio de sesión único no está disponible para esta unidad.',
  },
  signIn: {
    button: 'Entrar con inicio de sesión único (SSO)',
  },
};
