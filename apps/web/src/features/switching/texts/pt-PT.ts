import type { SwitchingTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of unit switching, impersonation and the unit gate in European Portuguese. */
export const switching: SwitchingTexts = withChanges(brazilian.switching, {
  switchingTitle: 'A mudar de unidade',
  switchingTo: 'A levá-lo para {{name}}…',
  enteringUnit: 'A entrar em {{name}}…',
  returning: 'A voltar ao parceiro…',
  failedTitle: 'Não foi possível mudar de unidade',
  enterUnit: 'Entrar numa unidade de negócio',
  enterUnitTitle: 'Entrar numa unidade de negócio',
  enterUnitHint:
    'Escolha a unidade e o perfil com que pretende entrar. Pode voltar ao parceiro a qualquer momento a partir da barra no topo do ecrã. Uma unidade deixa-o entrar quando as definições dela permitem o acesso remoto do parceiro; algumas pedem ainda que um administrador aprove cada entrada.',
  searchUnits: 'Pesquisar unidades',
  noUnits: 'Não foi encontrada nenhuma unidade de negócio.',
  asUser: 'Como utilizador',
  bannerText: 'Está em {{unit}} como {{profile}}, em nome de {{partner}}.',
  bannerTextAdmin: 'Está em {{unit}} como utilizador, em nome do administrador {{partner}}.',
  changeTitle: 'A entrar na unidade de negócio',
  changeWorking: 'A ligá-lo à outra unidade de negócio…',
  changeFailedTitle: 'Não foi possível iniciar sessão',
  changeFailedText:
    'A ligação para mudar de unidade dura poucos segundos e só funciona uma vez. Inicie sessão novamente para continuar.',
  unitGate: {
    pageTitle: 'Entre numa unidade',
    title: 'Entre numa das suas unidades',
    text: 'Este ecrã mostra os relatórios e catálogos de uma unidade de negócio. Escolha a unidade e o perfil com que pretende entrar; regressa ao parceiro pela barra no topo da página.',
    listLabel: 'As suas unidades de negócio',
    noUnitsText: 'Este parceiro ainda não tem unidades. Registe uma em Unidades de negócio.',
    operatorText:
      'Um relatório pertence a uma unidade de negócio e só abre para os seus membros. A operação vê os relatórios de todas as unidades, só de leitura, na lista de relatórios.',
  },
});
