import type { CapacitiesTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the capacities screens in European Portuguese. */
export const capacities: CapacitiesTexts = withChanges(brazilian.capacities, {
  subtitle:
    'Capacidades do Power BI Embedded no Azure: estado em direto, pausa e retoma automáticas e turnos.',
  readOnly: 'Apenas consulta: para agir numa capacidade, entre na unidade como administrador.',
  unitReadOnly: 'Apenas consulta: as capacidades são operadas pelos administradores da unidade.',
  loading: 'A carregar capacidades',
  empty: 'Nenhuma capacidade registada.',
  polling: 'A acompanhar a mudança de estado…',
  phase: {
    paused: 'Em pausa',
    transitioning: 'A mudar de estado',
  },
  fields: {
    provider_account_id: 'Conta do fornecedor',
    subscription_id: 'ID da subscrição',
    force_stop: 'Paragem forçada',
  },
  hints: {
    name: 'De 3 a 63 letras minúsculas e algarismos, a começar por letra, como o Azure exige.',
    resource_group:
      'Até 90 letras, algarismos, sublinhados, hífenes, pontos e parênteses, sem terminar em ponto, como o Azure exige.',
    force_stop: 'Mantém a capacidade em pausa, sem retomas automáticas.',
    schedule_enabled: 'Em execução dentro dos turnos e em pausa fora deles (fuso horário da unidade).',
  },
  confirm: {
    pauseBody: 'Os relatórios desta capacidade deixam de abrir até ser retomada.',
    resumeBody: 'A capacidade volta a ser faturada enquanto estiver em execução.',
    scaleBody: 'O Azure aplica o novo tamanho em alguns minutos; a faturação muda com ele.',
  },
  done: {
    pause: 'A pausar {{name}}.',
    resume: 'A retomar {{name}}.',
    scale: 'A alterar o tamanho de {{name}}.',
    saved: 'Capacidade {{name}} guardada.',
    deleted: 'Capacidade {{name}} eliminada.',
    workspaces: 'Workspaces de {{name}} guardados.',
  },
  workspacesHint: 'Os workspaces assinalados correm nesta capacidade.',
  noWorkspaces: 'A unidade não tem workspaces registados.',
});
