import type { AuthTexts } from './pt-BR';

/** Texts of the sign-in screens in Spanish. */
export const auth: AuthTexts = {
  pageTitle: 'Iniciar sesión',
  title: 'Acceda a su cuenta',
  subtitle: 'Use el correo electrónico y la contraseña registrados en su unidad de negocio.',
  email: 'Correo electrónico',
  emailPlaceholder: 'usted@empresa.com',
  password: 'Contraseña',
  passwordPlaceholder: 'Su contraseña',
  togglePassword: 'Mostrar u ocultar la contraseña',
  submit: 'Iniciar sesión',
  failed: 'No fue posible iniciar sesión',
  forgot: '¿Olvidó su contraseña?',
  heroTitle: 'Inteligencia de negocio en un solo lugar',
  heroText:
    'Informes, presentaciones y catálogos para cada unidad de negocio, con acceso controlado por perfil.',
  heroReports: 'Informes de Power BI incrustados de forma segura',
  heroAccess: 'Acceso por perfil, grupo y unidad de negocio',
  heroLanguages: 'Disponible en portugués, inglés y español',
  unitHeroText: 'Inicie sesión para ver sus informes, presentaciones y catálogos.',
  unitCopyright: '© {{year}} {{name}}',
  sso: 'Entrar con inicio de sesión único (SSO)',
  ssoOnly: 'Esta unidad de negocio inicia sesión con su proveedor de identidad, con su cuenta de trabajo.',
  or: 'o',
  site: { unitLabel: 'Unidad de negocio' },
};
