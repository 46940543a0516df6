import type { ScimTexts } from './pt-BR';

/** Texts of the SCIM provisioning screen in Spanish. */
export const scim: ScimTexts = {
  pageTitle: 'Aprovisionamiento (SCIM)',
  title: 'Aprovisionamiento de usuarios (SCIM)',
  subtitle:
    'Tokens con los que su proveedor de identidad (Microsoft Entra ID) crea, actualiza y desactiva los usuarios y grupos de esta unidad.',
  unitPickerHint: 'Elija la unidad de negocio cuyos tokens desea administrar.',
  baseUrl: 'URL del inquilino (Tenant URL)',
  baseUrlHint: 'Indique esta dirección y un token en el aprovisionamiento de la aplicación en Entra ID.',
  copy: 'Copiar',
  copied: 'Copiado',
  add: 'Generar token',
  addTitle: 'Nuevo token de aprovisionamiento',
  loading: 'Cargando tokens',
  errorTitle: 'No se pudieron cargar los tokens',
  emptyTitle: 'Ningún token generado',
  emptyText: 'Genere un token para conectar el aprovisionamiento de su proveedor de identidad.',
  fields: { description: 'Descripción', enabled: 'Activo' },
  enabledHint: 'Un token desactivado se rechaza de inmediato.',
  columns: { description: 'Descripción', status: 'Estado', lastUsed: 'Último uso', created: 'Creado el' },
  status: { enabled: 'Activo', disabled: 'Desactivado' },
  neverUsed: 'Nunca usado',
  saved: 'Token {{name}} guardado.',
  deleted: 'Token {{name}} eliminado.',
  deleteHint: 'El proveedor de identidad que usa este token ya no podrá aprovisionar usuarios.',
  createdTitle: 'Token generado',
  createdWarning: 'Copie el token ahora: por seguridad no se mostrará de nuevo.',
  tokenLabel: 'Token secreto',
  done: 'Terminar',
};
