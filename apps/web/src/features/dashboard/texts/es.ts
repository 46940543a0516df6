import type { DashboardTexts } from './pt-BR';

/** Texts of the home page (dashboard) and the choice of a home page in Spanish. */
export const dashboard: DashboardTexts = {
  pageTitle: 'Inicio',
  greeting: '¡Hola, {{name}}!',
  subtitle: 'Los informes publicados para usted aparecen aquí.',
  emptyTitle: 'Aún no hay informes',
  emptyDescription:
    'Todavía no se ha publicado ningún informe para usted. Cuando un administrador comparta un informe, aparecerá aquí.',
  favorites: 'Favoritos',
  recent: 'Vistos recientemente',
  latest: 'Últimos informes añadidos',
  noFavoritesTitle: 'Aún no hay favoritos',
  noFavorites: 'Marque un informe con la estrella para tenerlo aquí.',
  noRecentTitle: 'Aún no ha visto nada',
  noRecent: 'Los informes que abra aparecerán aquí.',
  viewedAt: 'Visto el {{date}}',
  allReports: 'Todos los informes',
  error: 'No se pudieron cargar sus informes',
  partnerHint:
    'Entre en una de sus unidades de negocio (menú de la cuenta) para ver y gestionar sus informes.',
  homePage: {
    open: 'Página de inicio',
    title: 'Página de inicio',
    description: 'Elija la página que se abre después de iniciar sesión.',
    default: 'Predeterminada de la unidad de negocio ({{page}})',
    route: 'Una página del menú',
    report: 'Un informe',
    pickRoute: 'Elija una página',
    pickReport: 'Elija un informe',
    saved: 'Página de inicio guardada.',
    error: 'La página de inicio no se guardó',
  },
};
