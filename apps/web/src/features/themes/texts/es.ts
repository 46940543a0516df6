import type { ThemesTexts } from './pt-BR';

/** Texts of the themes screens in Spanish. */
export const themes: ThemesTexts = {
  pageTitle: 'Temas',
  subtitle:
    'Colores, título e imágenes del portal y de su página de inicio de sesión. El tema activo se aplica a todos.',
  add: 'Nuevo tema',
  addTitle: 'Nuevo tema',
  active: 'Activo',
  noPageTitle: 'Sin título de página',
  loading: 'Cargando temas',
  loadFailed: 'No se pudieron cargar los temas.',
  emptyTitle: 'Aún no hay temas',
  emptyText: 'Cree un tema con los colores de su marca y actívelo para personalizar el portal.',
  saveFailed: 'El tema no se guardó',
  colorsTitle: 'Colores',
  picturesTitle: 'Imágenes',
  picturesHint: 'PNG, JPEG, WebP o ICO, hasta {{size}} KB cada una.',
  keepPicture: 'Conservar la imagen actual',
  choosePicture: 'Elegir un archivo',
  pageTitleHint: 'Se muestra en la pestaña del navegador.',
  reportIconHint:
    'Aparece en los informes de la unidad: en sus tarjetas (cuando no tienen portada) y en el menú de informes.',
  fields: {
    name: 'Nombre',
    page_title: 'Título de la página',
    icon: 'Icono',
    icon_report: 'Icono de los informes',
    favicon: 'Favicon',
    background_image: 'Imagen de fondo',
    show_background_image: 'Mostrar la imagen de fondo',
  },
  colors: {
    background: 'Fondo',
    card: 'Tarjeta',
    font: 'Texto',
    button: 'Botón',
    button_font: 'Texto del botón',
    group: 'Grupo',
    subgroup: 'Subgrupo',
    active_item: 'Elemento activo',
    active_item_font: 'Texto del elemento activo',
    login_background: 'Fondo del inicio de sesión',
    login_button: 'Botón de iniciar sesión',
    forgot_password: 'Enlace de contraseña olvidada',
  },
  unitPickerHint: 'Elija una de sus unidades para editar sus temas.',
};
