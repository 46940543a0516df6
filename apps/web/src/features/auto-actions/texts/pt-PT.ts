import { withChanges } from '../../../lib/i18n/texts';
import type { AutoActionsTexts } from './pt-BR';
import { autoActions as ptBR } from './pt-BR';

/** Texts of the task scheduler in European Portuguese. */
export const autoActions: AutoActionsTexts = withChanges(ptBR, {
  subtitle:
    'Tarefas que a unidade executa sozinha, nas horas dos acionadores, no fuso horário da unidade ({{timezone}}).',
  tabs: { triggers: 'Acionadores', tasks: 'Tarefas', shifts: 'Turnos', rules: 'Regras das capacidades' },
  loading: 'A carregar',
  shifts: {
    saved: 'Turno {{name}} guardado.',
    empty: 'Crie turnos para limitar os acionadores a certas horas do dia.',
  },
  tasks: {
    saved: 'Tarefa {{name}} guardada.',
    empty: 'Crie a primeira tarefa: o que fazer quando um acionador disparar.',
    deleteWarning: 'Os acionadores desta tarefa também serão eliminados.',
    deleted: 'Tarefa {{name}} eliminada.',
    actions: { resume: 'Retomar', maintenance_off: 'Retirar de manutenção' },
  },
  triggers: {
    add: 'Adicionar acionador',
    addTitle: 'Novo acionador',
    empty: 'Crie um acionador para executar uma tarefa em dias e horas definidos.',
    needTask: 'Crie uma tarefa antes de adicionar um acionador.',
    created: 'Acionador {{name}} criado.',
    saved: 'Acionador {{name}} guardado.',
    deleted: 'Acionador {{name}} eliminado.',
    fields: { trigger_time: 'Hora do acionador' },
    repeatHint: 'Opcional: repete a tarefa dentro do intervalo do dia, em vez da hora do acionador.',
    shiftsHint: 'Opcional: só executa nas horas dentro destes turnos.',
    ran: 'Acionador {{name}} executado com sucesso.',
    runFailed: 'O acionador {{name}} falhou: {{error}}',
  },
  runs: { empty: 'Este acionador ainda não foi executado.', statuses: { running: 'A executar' } },
  rules: {
    saved: 'Regras de {{name}} guardadas.',
    states: { running: 'A executar', transitioning: 'A mudar de estado' },
  },
});
