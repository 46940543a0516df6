import type { RegistrationTexts } from './pt-BR';

/** Texts of the client registration wizard in European Portuguese. */
export const registration: RegistrationTexts = {
  pageTitle: 'Registo',
  title: 'Registar cliente',
  subtitle: 'Um novo cliente com a primeira unidade de negócio e o administrador, de uma vez.',
  steps: { client: 'Cliente', unit: 'Unidade de negócio', admin: 'Administrador', review: 'Revisão' },
  client: {
    name: 'Nome do cliente',
    personType: 'Tipo de pessoa',
    legal: 'Pessoa jurídica',
    physical: 'Pessoa física',
    document: 'CNPJ/CPF',
    cnpj: 'CNPJ',
    cpf: 'CPF',
    fantasyName: 'Nome fantasia',
    businessEmail: 'E-mail comercial',
    commercialPhone: 'Telefone comercial',
    contactName: 'Nome do contacto',
  },
  reviewIntro: 'Verifique os dados antes de registar.',
  generated: 'Gerada e mostrada uma vez',
  next: 'Seguinte',
  back: 'Voltar',
  submit: 'Registar',
  failed: 'Não foi possível registar o cliente',
  successTitle: 'Cliente registado',
  successText: '{{client}} foi registado com a primeira unidade de negócio.',
  toCompanies: 'Ir para as unidades',
  another: 'Registar outro cliente',
};
