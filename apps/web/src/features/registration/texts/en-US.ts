import type { RegistrationTexts } from './pt-BR';

/** Texts of the client registration wizard in American English. */
export const registration: RegistrationTexts = {
  pageTitle: 'Registration',
  title: 'Register a client',
  subtitle: 'A new client with its first business unit and administrator, in one go.',
  steps: { client: 'Client', unit: 'Business unit', admin: 'Administrator', review: 'Review' },
  client: {
    name: 'Client name',
    personType: 'Person type',
    legal: 'Legal person',
    physical: 'Physical person',
    document: 'CNPJ/CPF',
    cnpj: 'CNPJ',
    cpf: 'CPF',
    fantasyName: 'Fantasy name',
    businessEmail: 'Business e-mail',
    commercialPhone: 'Commercial phone',
    contactName: 'Contact name',
  },
  reviewIntro: 'Check the details before registering.',
  generated: 'Generated and shown once',
  next: 'Next',
  back: 'Back',
  submit: 'Register',
  failed: 'Could not register the client',
  successTitle: 'Client registered',
  successText: '{{client}} was registered with its first business unit.',
  toCompanies: 'Go to business units',
  another: 'Register another client',
};
