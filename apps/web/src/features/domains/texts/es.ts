import type { DomainsTexts } from './pt-BR';

/** Texts of the domains screens in Spanish. */
export const domains: DomainsTexts = {
  pageTitle: 'Dominios',
  title: 'Dominios',
  subtitleOperator:
    'Subdominios y dominios propios de todas las unidades de negocio, y la tarifa mensual que añade un dominio propio.',
  subtitlePartner:
    'Las direcciones de acceso de sus unidades: su subdominio y, por una tarifa mensual extra, un dominio propio.',
  subtitleAdmin: 'Las direcciones en las que entran los usuarios de su unidad.',
  adminNotice:
    'Solo su socio puede cambiar estas direcciones, porque un dominio propio genera un cargo mensual. Pídale un nuevo subdominio o un dominio propio.',
  search: 'Buscar unidades',
  searchPlaceholder: 'Buscar por unidad, socio, subdominio o dominio',
  loading: 'Cargando dominios',
  errorTitle: 'No se pudieron cargar los dominios',
  empty: 'Aún no hay unidades de negocio.',
  emptySearch: 'Ninguna unidad coincide con la búsqueda.',
  summary: '{{from}}–{{to}} de {{total}} unidades',
  columns: {
    unit: 'Unidad',
    subdomain: 'Subdominio',
    domain: 'Dominio propio',
    fee: 'Tarifa mensual',
    since: 'Registrado el',
  },
  none: 'Ninguno',
  inactive: 'Inactiva',
  editSubdomain: 'Cambiar subdominio',
  registerDomain: 'Registrar dominio propio',
  changeDomain: 'Cambiar dominio propio',
  removeDomain: 'Quitar dominio propio',
  subdomainModal: {
    title: 'Subdominio de {{name}}',
    label: 'Subdominio',
    hint: 'Letras minúsculas, dígitos y guiones. Los usuarios entran en la nueva dirección desde ahora; la anterior deja de funcionar.',
  },
  domainModal: {
    title: 'Dominio propio de {{name}}',
    label: 'Dominio',
    placeholder: 'informes.ejemplo.com',
    hint: 'Apunte el dominio a {{host}} (registro DNS CNAME) antes de compartirlo.',
    fee: 'Registrar un dominio propio añade {{fee}} al mes a la factura.',
    replaces: 'Sustituye a {{domain}}, cuya tarifa termina.',
    save: 'Registrar dominio',
  },
  removeModal: {
    title: '¿Quitar {{domain}}?',
    description:
      '{{name}} deja de responder en este dominio de inmediato y termina su tarifa mensual de {{fee}}. Los usuarios siguen entrando en {{host}}.',
    instruction: 'Para confirmar, escriba el texto siguiente:',
    label: 'Confirmación',
    confirm: 'Quitar dominio',
  },
  fee: {
    title: 'Tarifa de dominio',
    description:
      'Tarifa mensual extra de cada nuevo dominio propio. Los registros ya hechos mantienen la tarifa con la que se hicieron.',
    label: 'Tarifa mensual por dominio (R$)',
    save: 'Guardar tarifa',
    updated: 'Cambiada el {{date}}',
    never: 'Nunca cambiada',
    current: 'Cada nuevo dominio propio cuesta {{fee}} al mes.',
  },
  billing: {
    title: 'Cargo mensual por dominios propios',
    total: 'Total al mes',
    partner: 'Socio',
    domains: 'Dominios',
    amount: 'Al mes',
    empty: 'No hay ningún dominio propio registrado.',
  },
  notices: {
    subdomainSaved: 'El subdominio de {{name}} ahora es {{host}}.',
    domainRegistered: '{{domain}} registrado para {{name}}.',
    domainRemoved: '{{domain}} quitado de {{name}}.',
    feeSaved: 'Tarifa de dominio guardada.',
  },
};
