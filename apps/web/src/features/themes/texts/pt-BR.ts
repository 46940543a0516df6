import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the themes screens in Brazilian Portuguese, the reference language. */
export const themes = {
  pageTitle: 'Temas',
  subtitle: 'Cores, título e imagens do portal e da página de entrada. O tema ativo vale para todos.',
  add: 'Novo tema',
  addTitle: 'Novo tema',
  active: 'Ativo',
  noPageTitle: 'Sem título de página',
  loading: 'Carregando temas',
  loadFailed: 'Não foi possível carregar os temas.',
  emptyTitle: 'Nenhum tema ainda',
  emptyText: 'Crie um tema com as cores da sua marca e ative-o para vestir o portal.',
  saveFailed: 'O tema não foi salvo',
  colorsTitle: 'Cores',
  pickFromScreen: 'Capturar {{name}} da tela',
  contrastHint:
    'Cada cor precisa de contraste WCAG AA com a cor em que aparece: 4,5:1 para textos, 3:1 para botões e controles.',
  adjust: 'Ajustar para {{color}}',
  adjustNamed: 'Ajustar para {{color}} ({{name}})',
  contrastAgainst: '{{name}} ({{color}})',
  picturesTitle: 'Imagens',
  picturesHint: 'PNG, JPEG, WebP ou ICO, até {{size}} KB cada.',
  keepPicture: 'Manter a imagem atual',
  choosePicture: 'Escolher um arquivo',
  pageTitleHint: 'Aparece na aba do navegador.',
  reportIconHint:
    'Aparece nos relatórios da unidade: nos cartões (quando não têm capa) e no menu de relatórios.',
  fields: {
    name: 'Nome',
    page_title: 'Título da página',
    icon: 'Ícone',
    icon_report: 'Ícone dos relatórios',
    favicon: 'Favicon',
    background_image: 'Imagem de fundo',
    show_background_image: 'Mostrar a imagem de fundo',
  },
  colors: {
    background: 'Fundo',
    card: 'Cartão',
    font: 'Texto',
    button: 'Botão',
    button_font: 'Texto do botão',
    group: 'Grupo',
    subgroup: 'Subgrupo',
    active_item: 'Item ativo',
    active_item_font: 'Texto do item ativo',
    login_background: 'Fundo da entrada',
    login_button: 'Botão de entrar',
    forgot_password: 'Link de esqueci a senha',
  },
  unitPickerHint: 'Escolha uma das suas unidades para editar os temas dela.',
};

/** The shape every language of these texts follows: exactly these keys. */
export type ThemesTexts = Texts<typeof themes>;
