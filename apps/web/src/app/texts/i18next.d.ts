import 'i18next';
import type { ptBR } from './pt-BR';

// The keys `t()` accepts are the keys of the reference bundle, so a missing text fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
  }
}
