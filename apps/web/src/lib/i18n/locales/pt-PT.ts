import type { UiMessages } from './pt-BR';

export const ptPT: UiMessages = {
  app: {
    name: 'Mirante',
    tagline: 'Os seus relatórios de BI, publicados para quem precisa deles.',
    loading: 'A carregar…',
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
    user: 'Utilizador',
  },
  signin: {
    pageTitle: 'Iniciar sessão',
    title: 'Aceda à sua conta',
    subtitle: 'Utilize o e-mail e a palavra-passe registados na sua unidade de negócio.',
    email: 'E-mail',
    emailPlaceholder: 'voce@empresa.pt',
    password: 'Palavra-passe',
    passwordPlaceholder: 'A sua palavra-passe',
    togglePassword: 'Mostrar ou ocultar a palavra-passe',
    submit: 'Iniciar sessão',
    failed: 'Não foi possível iniciar sessão',
    heroTitle: 'Inteligência de negócio num só lugar',
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
    signedInAs: 'Sessão iniciada como',
    signOut: 'Terminar sessão',
    home: 'Página inicial',
  },
  menu: {
    dashboard: 'Início',
    partners: 'Parceiros',
  },
  access: {
    deniedTitle: 'Acesso negado',
    deniedHint: 'Se precisa desta página, peça acesso ao administrador da sua unidade de negócio.',
  },
  dashboard: {
    pageTitle: 'Início',
    greeting: 'Olá, {{name}}!',
    subtitle: 'Os relatórios publicados para si aparecem aqui.',
    emptyTitle: 'Ainda não há relatórios',
    emptyDescription:
      'Ainda não foi publicado nenhum relatório para si. Quando um administrador partilhar um relatório, ele aparecerá aqui.',
  },
  partners: {
    pageTitle: 'Parceiros',
    title: 'Parceiros',
    subtitle: 'Parceiros e revendedores que distribuem o Mirante aos seus clientes.',
    search: 'Pesquisar parceiros',
    searchPlaceholder: 'Pesquisar por nome',
    clearSearch: 'Limpar pesquisa',
    columns: {
      name: 'Nome',
      kind: 'Tipo',
      status: 'Estado',
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
    summary: 'A mostrar {{from}}–{{to}} de {{total}}',
    emptySearch: 'Experimente pesquisar outro nome.',
    errorTitle: 'Não foi possível carregar os parceiros',
    loadingLabel: 'A carregar parceiros',
  },
  pagination: {
    label: 'Paginação',
    previous: 'Página anterior',
    next: 'Página seguinte',
    first: 'Primeira página',
    last: 'Última página',
    page: 'Página {{page}}',
  },
  common: {
    retry: 'Tentar novamente',
    goHome: 'Ir para a página inicial',
    goToSignin: 'Ir para o início de sessão',
    reload: 'Recarregar a página',
    back: 'Voltar',
  },
  errors: {
    notFoundTitle: 'Página não encontrada',
    notFoundText: 'O endereço que abriu não existe ou foi movido.',
    domainTitle: 'Domínio desconhecido',
    domainText:
      'Este endereço não está associado a nenhuma unidade de negócio. Verifique a ligação ou contacte o seu administrador.',
    ipTitle: 'Acesso bloqueado',
    ipText:
      'O endereço de rede a partir do qual está a aceder não é permitido para esta unidade de negócio. Ligue-se a partir de uma rede autorizada ou contacte o seu administrador.',
    popupTitle: 'Janela pop-up bloqueada',
    popupText:
      'O navegador bloqueou uma janela que o Mirante tentou abrir. Permita pop-ups para este site e tente novamente.',
    unexpectedText: 'Algo correu mal ao carregar esta página.',
  },
};
