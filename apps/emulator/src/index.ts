export {
  type EmulatorHandle,
  type EmulatorOptions,
  type EmulatorPlugin,
  buildEmulator,
  emulatorPlugin,
} from './app';
export { ARM_AUDIENCE, POWERBI_AUDIENCE } from './auth';
export type { ActiveFault, FaultRule, LoggedRequest, LoggedResponse } from './control';
export { type EmbedGrant, verifyEmbedToken } from './embed-token';
export type { EntraApp } from './entra';
export * from './seed-data';
export { type CapacityArmState, RUNNING_STATES } from './state';
