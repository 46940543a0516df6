import type { ReportsTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the reports screens in European Portuguese. */
export const reports: ReportsTexts = withChanges(brazilian.reports, {
  empty: 'Nenhum relatório foi publicado para si ainda.',
  icons: {
    pie: 'Gráfico circular',
    stock: 'Stock',
  },
  columns: {
    status: 'Estado',
  },
  fields: {
    show_hidden_pages: 'Mostrar páginas ocultas',
    show_on_catalog: 'Mostrar no catálogo',
    show_on_app: 'Mostrar no aplicação',
    show_last_update: 'Mostrar última atualização dos dados',
  },
  viewer: {
    notFound: 'Este relatório não existe ou não foi partilhado consigo.',
    fullscreen: 'Ecrã inteiro',
    popOut: 'Abrir numa nova janela',
    exitFullscreen: 'Sair do ecrã inteiro',
    reload: 'Recarregar o relatório',
    warmingUp: 'A iniciar a capacidade do relatório…',
    canEdit: 'Pode editar este relatório',
  },
  external: {
    hint: 'Este relatório abre no próprio site, num novo separador.',
    blocked: 'O seu navegador bloqueou o novo separador. Use o botão abaixo para abrir o relatório.',
    opened: 'O relatório foi aberto num novo separador.',
    openAgain: 'Abrir novamente',
  },
  all: {
    subtitle: 'Todos os relatórios que pode abrir, por grupo.',
  },
  groups: {
    emptyReports: 'Este grupo ainda não tem relatórios que possa abrir.',
    updated: 'Grupo {{name}} guardado.',
    deleted: 'Grupo {{name}} eliminado.',
    deletedMoved: 'Grupo {{name}} eliminado; {{count}} relatórios ficaram sem grupo.',
    saveError: 'O grupo não foi guardado',
  },
  manage: {
    subtitle: 'Adicione, edite e partilhe os relatórios da sua unidade de negócio.',
    show: 'Mostrar',
    updated: 'Relatório {{name}} guardado.',
    deleted: 'Relatório {{name}} eliminado.',
    hidden: 'Relatório {{name}} oculto para os utilizadores.',
  },
  form: {
    saveError: 'O relatório não foi guardado',
    htmlFile: 'Ficheiro',
    htmlPick: 'Escolha um ficheiro .html',
    filterModeHint: 'Filtros e papéis de RLS são definidos por utilizador ou grupo no diálogo de acesso.',
    allowEditingHint: 'Utilizadores com permissão de edição podem editar o relatório no visualizador.',
  },
  access: {
    description:
      'Utilizadores e grupos de utilizadores que podem abrir este relatório. Administradores sempre veem todos os relatórios.',
    addUser: 'Adicionar utilizador',
    addGroup: 'Adicionar grupo de utilizadores',
    userGroup: 'Grupo de utilizadores',
    saveError: 'O acesso não foi guardado',
    saved: 'Acesso a {{name}} guardado.',
  },
  maintenance: {
    nowHint: 'Os utilizadores veem o aviso em vez do relatório até a desligar.',
    message: 'Aviso para os utilizadores',
    messageHint: 'Opcional; sem ele, um aviso predefinido é mostrado.',
    saved: 'Manutenção de {{name}} guardada.',
    saveError: 'A manutenção não foi guardada',
  },
});
