import type { RegistrationTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the client registration wizard in European Portuguese. */
export const registration: RegistrationTexts = withChanges(brazilian.registration, {
  pageTitle: 'Registo',
  title: 'Registar cliente',
  client: {
    contactName: 'Nome do contacto',
  },
  reviewIntro: 'Verifique os dados antes de registar.',
  next: 'Seguinte',
  submit: 'Registar',
  failed: 'Não foi possível registar o cliente',
  successTitle: 'Cliente registado',
  successText: '{{client}} foi registado com a primeira unidade de negócio.',
  another: 'Registar outro cliente',
});
