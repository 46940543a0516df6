import {
  ZCapacity,
  ZCapacityActionRequest,
  ZCapacityList,
  ZCapacityOptions,
  ZCapacityParams,
  ZCapacityWorkspacesRequest,
  ZSaveCapacityRequest,
} from '../capacities';
import { route } from '../route-map';
import { z } from 'zod';

/** The license capacities screen's calls. */
export const capacityRoutes = {
  list: route('GET /auth/powerbi/resources', {
    summary: 'License capacities: a unit admin sees its own, partners their units, the operator all',
    response: ZCapacityList,
  }),
  options: route('GET /auth/powerbi/resources/options', {
    summary: 'Provider accounts and workspaces of the unit, for the capacity form',
    response: ZCapacityOptions,
  }),
  get: route('GET /auth/powerbi/resources/:id', {
    summary: 'One license capacity',
    params: ZCapacityParams,
    response: ZCapacity,
  }),
  create: route('POST /auth/powerbi/resources', {
    summary: 'Add a license capacity',
    body: ZSaveCapacityRequest,
    response: ZCapacity,
    status: 201,
  }),
  update: route('PUT /auth/powerbi/resources/:id', {
    summary: 'Edit a license capacity and its shifts',
    params: ZCapacityParams,
    body: ZSaveCapacityRequest,
    response: ZCapacity,
  }),
  remove: route('DELETE /auth/powerbi/resources/:id', {
    summary: 'Delete a license capacity (its workspaces stop pointing at it)',
    params: ZCapacityParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  setWorkspaces: route('PUT /auth/powerbi/resources/:id/workspaces', {
    summary: "Choose which of the unit's workspaces run on the capacity",
    params: ZCapacityParams,
    body: ZCapacityWorkspacesRequest,
    response: ZCapacity,
  }),
  refresh: route('POST /auth/powerbi/resources/:id/refresh', {
    summary: 'Read the capacity state from Azure now',
    params: ZCapacityParams,
    response: ZCapacity,
  }),
  act: route('POST /auth/powerbi/resources/:id/actions', {
    summary: 'Pause, resume or scale the capacity in Azure',
    params: ZCapacityParams,
    body: ZCapacityActionRequest,
    response: ZCapacity,
  }),
} as const;
