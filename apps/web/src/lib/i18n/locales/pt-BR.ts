/** Interface texts in Brazilian Portuguese, the default language; the shape every locale follows. */
export const ptBR = {
  app: {
    name: 'Mirante',
    tagline: 'Seus relatórios de BI, publicados para quem precisa.',
    loading: 'Carregando…',
    copyright: '© {{year}} Mirante',
  },
  language: {
    label: 'Idioma',
    change: 'Alterar idioma',
    names: {
      'pt-BR': 'Português (Brasil)',
      'en-US': 'English (US)',
      es: 'Español',
      'pt-PT': 'Português (Portugal)',
    },
  },
  profiles: {
    a2m: 'Operador',
    master: 'Parceiro',
    admin: 'Administrador',
    user: 'Usuário',
  },
  signin: {
    pageTitle: 'Entrar',
    title: 'Acesse sua conta',
    subtitle: 'Entre com o e-mail e a senha cadastrados na sua unidade de negócio.',
    email: 'E-mail',
    emailPlaceholder: 'voce@empresa.com.br',
    password: 'Senha',
    passwordPlaceholder: 'Sua senha',
    togglePassword: 'Mostrar ou ocultar a senha',
    submit: 'Entrar',
    failed: 'Não foi possível entrar',
    heroTitle: 'Inteligência de negócio em um só lugar',
    heroText:
      'Relatórios, apresentações e catálogos para cada unidade de negócio, com acesso controlado por perfil.',
    heroReports: 'Relatórios do Power BI incorporados com segurança',
    heroAccess: 'Acesso por perfil, grupo e unidade de negócio',
    heroLanguages: 'Disponível em português, inglês e espanhol',
  },
  layout: {
    navigation: 'Menu principal',
    toggleNavigation: 'Abrir ou fechar o menu',
    accountMenu: 'Menu da conta',
    signedInAs: 'Conectado como',
    signOut: 'Sair',
    home: 'Página inicial',
  },
  menu: {
    dashboard: 'Início',
    partners: 'Parceiros',
  },
  access: {
    deniedTitle: 'Acesso negado',
    deniedHint: 'Se você precisa desta página, peça acesso ao administrador da sua unidade de negócio.',
  },
  dashboard: {
    pageTitle: 'Início',
    greeting: 'Olá, {{name}}!',
    subtitle: 'Os relatórios publicados para você aparecem aqui.',
    emptyTitle: 'Nenhum relatório ainda',
    emptyDescription:
      'Nenhum relatório foi publicado para você ainda. Quando um administrador compartilhar um relatório, ele aparecerá aqui.',
  },
  partners: {
    pageTitle: 'Parceiros',
    title: 'Parceiros',
    subtitle: 'Parceiros e revendas que distribuem o Mirante aos seus clientes.',
    search: 'Buscar parceiros',
    searchPlaceholder: 'Buscar por nome',
    clearSearch: 'Limpar busca',
    columns: {
      name: 'Nome',
      kind: 'Tipo',
      status: 'Situação',
      companies: 'Unidades de negócio',
      createdAt: 'Criado em',
    },
    kind: {
      operator: 'Operador',
      partner: 'Parceiro',
    },
    status: {
      active: 'Ativo',
      inactive: 'Inativo',
    },
    summary: 'Exibindo {{from}}–{{to}} de {{total}}',
    emptySearch: 'Tente buscar por outro nome.',
    errorTitle: 'Não foi possível carregar os parceiros',
    loadingLabel: 'Carregando parceiros',
  },
  pagination: {
    label: 'Paginação',
    previous: 'Página anterior',
    next: 'Próxima página',
    first: 'Primeira página',
    last: 'Última página',
    page: 'Página {{page}}',
  },
  common: {
    retry: 'Tentar novamente',
    goHome: 'Ir para a página inicial',
    goToSignin: 'Ir para o login',
    reload: 'Recarregar a página',
    back: 'Voltar',
  },
  errors: {
    notFoundTitle: 'Página não encontrada',
    notFoundText: 'O endereço que você abriu não existe ou foi movido.',
    domainTitle: 'Domínio desconhecido',
    domainText:
      'Este endereço não está ligado a nenhuma unidade de negócio. Confira o link ou fale com o seu administrador.',
    ipTitle: 'Acesso bloqueado',
    ipText:
      'O endereço de rede de onde você está acessando não é permitido para esta unidade de negócio. Conecte-se a partir de uma rede autorizada ou fale com o seu administrador.',
    popupTitle: 'Janela pop-up bloqueada',
    popupText:
      'O navegador bloqueou uma janela que o Mirante tentou abrir. Permita pop-ups para este site e tente novamente.',
    unexpectedText: 'Algo deu errado ao carregar esta página.',
  },
};

/** Shape of a complete locale: every key of the default one, each a string. */
export type UiMessages = typeof ptBR;
