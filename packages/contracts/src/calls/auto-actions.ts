import {
  ZAutoCapacityRule,
  ZAutoCapacityRuleList,
  ZAutoDeleted,
  ZAutoIdParams,
  ZAutoPreview,
  ZAutoRun,
  ZAutoRunPage,
  ZAutoShift,
  ZAutoShiftList,
  ZAutoTask,
  ZAutoTaskPage,
  ZAutoTrigger,
  ZAutoTriggerPage,
  ZPatchAutoCapacityRuleRequest,
  ZSaveAutoShiftRequest,
  ZSaveAutoTaskRequest,
  ZSaveAutoTriggerRequest,
} from '../auto-actions';
import { ZPageQuery } from '../common';
import { route } from '../route-map';

/** The automatic actions' calls (a unit's admin): shifts, tasks, capacity rules and triggers. */
export const autoActionRoutes = {
  shifts: route('GET /auth/auto-actions/shifts', {
    summary: "The unit's shifts",
    response: ZAutoShiftList,
  }),
  createShift: route('POST /auth/auto-actions/shifts', {
    summary: 'Add a shift',
    body: ZSaveAutoShiftRequest,
    response: ZAutoShift,
    status: 201,
  }),
  updateShift: route('PUT /auth/auto-actions/shifts/:id', {
    summary: 'Edit a shift',
    params: ZAutoIdParams,
    body: ZSaveAutoShiftRequest,
    response: ZAutoShift,
  }),
  removeShift: route('DELETE /auth/auto-actions/shifts/:id', {
    summary: 'Delete a shift (triggers stop using it)',
    params: ZAutoIdParams,
    response: ZAutoDeleted,
  }),
  tasks: route('GET /auth/auto-actions/tasks', {
    summary: "The unit's tasks",
    query: ZPageQuery,
    response: ZAutoTaskPage,
  }),
  createTask: route('POST /auth/auto-actions/tasks', {
    summary: 'Add a task',
    body: ZSaveAutoTaskRequest,
    response: ZAutoTask,
    status: 201,
  }),
  updateTask: route('PUT /auth/auto-actions/tasks/:id', {
    summary: 'Edit a task',
    params: ZAutoIdParams,
    body: ZSaveAutoTaskRequest,
    response: ZAutoTask,
  }),
  removeTask: route('DELETE /auth/auto-actions/tasks/:id', {
    summary: 'Delete a task and its triggers',
    params: ZAutoIdParams,
    response: ZAutoDeleted,
  }),
  capacityRules: route('GET /auth/auto-actions/capacity-rules', {
    summary: "The rules of the unit's capacities",
    response: ZAutoCapacityRuleList,
  }),
  patchCapacityRule: route('PATCH /auth/auto-actions/capacity-rules/:id', {
    summary: 'Change force stop, automatic activation or pause, or minutes inactive of a capacity',
    params: ZAutoIdParams,
    body: ZPatchAutoCapacityRuleRequest,
    response: ZAutoCapacityRule,
  }),
  triggers: route('GET /auth/auto-actions/triggers', {
    summary: "The unit's triggers and its timezone",
    query: ZPageQuery,
    response: ZAutoTriggerPage,
  }),
  trigger: route('GET /auth/auto-actions/triggers/:id', {
    summary: 'One trigger',
    params: ZAutoIdParams,
    response: ZAutoTrigger,
  }),
  createTrigger: route('POST /auth/auto-actions/triggers', {
    summary: 'Add a trigger',
    body: ZSaveAutoTriggerRequest,
    response: ZAutoTrigger,
    status: 201,
  }),
  updateTrigger: route('PUT /auth/auto-actions/triggers/:id', {
    summary: 'Edit a trigger',
    params: ZAutoIdParams,
    body: ZSaveAutoTriggerRequest,
    response: ZAutoTrigger,
  }),
  removeTrigger: route('DELETE /auth/auto-actions/triggers/:id', {
    summary: 'Delete a trigger and its history',
    params: ZAutoIdParams,
    response: ZAutoDeleted,
  }),
  runs: route('GET /auth/auto-actions/triggers/:id/runs', {
    summary: "The trigger's runs, newest first",
    params: ZAutoIdParams,
    query: ZPageQuery,
    response: ZAutoRunPage,
  }),
  run: route('POST /auth/auto-actions/triggers/:id/run', {
    summary: "Run the trigger's task now",
    params: ZAutoIdParams,
    response: ZAutoRun,
  }),
  preview: route('GET /auth/auto-actions/triggers/:id/preview', {
    summary: 'The next due times of the trigger',
    params: ZAutoIdParams,
    response: ZAutoPreview,
  }),
} as const;
