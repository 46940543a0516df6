import type { FastifyRequest } from 'fastify';
import type { Control } from './control';
import type { EmulatorState } from './state';

/** What every part of the emulator shares. */
export interface EmulatorContext {
  state: EmulatorState;
  /** Key of access tokens (Entra) and embed tokens. */
  signingKey: string;
  /** The tenant that owns the emulated Power BI content and Azure subscription. */
  tenantId: string;
  control: Control;
  /** Start of report embed URLs; by default the emulator's own `/embed` on the request's host. */
  embedBase: string | undefined;
  /** Prefix the emulator is mounted under ('' standalone). */
  prefix: string;
}

export function embedBaseOf(ctx: EmulatorContext, request: FastifyRequest): string {
  if (ctx.embedBase) return ctx.embedBase.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}${ctx.prefix}/embed`;
}
