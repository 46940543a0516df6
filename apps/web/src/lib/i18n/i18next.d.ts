import 'i18next';
import type { UiMessages } from './locales/pt-BR';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: UiMessages };
  }
}
