import type { Texts } from '../../../lib/i18n/texts';

/** Texts of unit switching, impersonation and the unit gate in Brazilian Portuguese, the reference language. */
export const switching = {
  unitsLabel: 'Unidades de negócio',
  currentUnit: 'Atual',
  switchingTitle: 'Trocando de unidade',
  switchingTo: 'Levando você para {{name}}…',
  enteringUnit: 'Entrando em {{name}}…',
  returning: 'Voltando para o parceiro…',
  failedTitle: 'Não foi possível trocar de unidade',
  enterUnit: 'Entrar em uma unidade de negócio',
  enterUnitTitle: 'Entrar em uma unidade de negócio',
  enterUnitHint:
    'Escolha a unidade e o perfil com que deseja entrar. Você pode voltar ao parceiro a qualquer momento pela faixa no topo da página. Uma unidade deixa você entrar quando as configurações dela permitem o acesso remoto do parceiro; algumas pedem ainda que um administrador aprove cada entrada.',
  searchUnits: 'Buscar unidades',
  noUnits: 'Nenhuma unidade de negócio encontrada.',
  asAdmin: 'Como administrador',
  asUser: 'Como usuário',
  enterAs: 'Entrar em {{name}}: {{profile}}',
  bannerLabel: 'Acesso como parceiro',
  bannerText: 'Você está em {{unit}} como {{profile}}, em nome de {{partner}}.',
  backToPartner: 'Voltar ao parceiro',
  backToAdmin: 'Voltar ao administrador',
  bannerLabelAdmin: 'Acesso do administrador',
  bannerTextAdmin: 'Você está em {{unit}} como usuário, em nome do administrador {{partner}}.',
  changeTitle: 'Entrando na unidade de negócio',
  changeWorking: 'Conectando você à outra unidade de negócio…',
  changeFailedTitle: 'Não foi possível entrar',
  changeFailedText:
    'O link de troca de unidade vale por poucos segundos e só pode ser usado uma vez. Entre novamente para continuar.',
  unitGate: {
    pageTitle: 'Entre em uma unidade',
    title: 'Entre em uma das suas unidades',
    text: 'Esta tela mostra os relatórios e catálogos de uma unidade de negócio. Escolha a unidade e o perfil com que deseja entrar; você volta ao parceiro pela barra no topo da página.',
    listLabel: 'Suas unidades de negócio',
    noUnitsTitle: 'Nenhuma unidade de negócio',
    noUnitsText: 'Este parceiro ainda não tem unidades. Cadastre uma em Unidades de negócio.',
    unitsLink: 'Ir para Unidades de negócio',
    operatorTitle: 'Os relatórios abrem dentro da unidade',
    operatorText:
      'Um relatório pertence a uma unidade de negócio e só abre para os membros dela. A operação vê os relatórios de todas as unidades, somente leitura, na lista de relatórios.',
    operatorLink: 'Ver os relatórios das unidades',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type SwitchingTexts = Texts<typeof switching>;
