import 'i18next';
import type { AppMessages } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppMessages };
  }
}
