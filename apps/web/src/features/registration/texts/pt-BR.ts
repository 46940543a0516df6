import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the client registration wizard in Brazilian Portuguese, the reference language. */
export const registration = {
  pageTitle: 'Cadastro',
  title: 'Cadastrar cliente',
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
    contactName: 'Nome do contato',
  },
  reviewIntro: 'Confira os dados antes de cadastrar.',
  generated: 'Gerada e mostrada uma vez',
  next: 'Próximo',
  back: 'Voltar',
  submit: 'Cadastrar',
  failed: 'Não foi possível cadastrar o cliente',
  successTitle: 'Cliente cadastrado',
  successText: '{{client}} foi cadastrado com a primeira unidade de negócio.',
  toCompanies: 'Ir para as unidades',
  another: 'Cadastrar outro cliente',
};

/** The shape every language of these texts follows: exactly these keys. */
export type RegistrationTexts = Texts<typeof registration>;
