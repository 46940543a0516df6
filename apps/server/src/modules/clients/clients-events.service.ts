import type { Tx } from '../../platform/db';
import { defineEvent } from '../../platform/events';

/**
 * A client moved to another partner (the operator's change). Emitted inside the transaction that
 * moved it; its units follow it there, so partner-scoped reads stay right (the companies module).
 */
export const clientPartnerChanged = defineEvent<{ tx: Tx; clientId: number; partnerId: number }>(
  'client.partner-changed',
);
