import type { RegistrationTexts } from './pt-BR';

/** Texts of the client registration wizard in Spanish. */
export const registration: RegistrationTexts = {
  pageTitle: 'Registro',
  title: 'Registrar un cliente',
  subtitle: 'Un nuevo cliente con su primera unidad de negocio y su administrador, de una vez.',
  steps: { client: 'Cliente', unit: 'Unidad de negocio', admin: 'Administrador', review: 'Revisión' },
  client: {
    name: 'Nombre del cliente',
    personType: 'Tipo de persona',
    legal: 'Persona jurídica',
    physical: 'Persona física',
    document: 'CNPJ/CPF',
    cnpj: 'CNPJ',
    cpf: 'CPF',
    fantasyName: 'Nombre comercial',
    businessEmail: 'Correo comercial',
    commercialPhone: 'Teléfono comercial',
    contactName: 'Nombre de contacto',
  },
  reviewIntro: 'Revise los datos antes de registrar.',
  generated: 'Generada y mostrada una vez',
  next: 'Siguiente',
  back: 'Atrás',
  submit: 'Registrar',
  failed: 'No se pudo registrar el cliente',
  successTitle: 'Cliente registrado',
  successText: '{{client}} se registró con su primera unidad de negocio.',
  toCompanies: 'Ir a las unidades',
  another: 'Registrar otro cliente',
};
