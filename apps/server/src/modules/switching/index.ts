/** What the switching module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { switchingRoutes } from './switching.routes';
import type { AskUnitConsent } from './switching.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** How a partner asks a unit's consent to enter it (remote access, lent by the app). */
    askUnitConsent: AskUnitConsent;
  }
}
export { registerImpersonationAudit } from './switching-impersonation-audit.service';
export {
  assertPartnerAccessAllowed,
  findPartnerUnit,
  openPartnerSession,
} from './switching-partner-session.service';
export { switchingRoutes } from './switching.routes';
export { findSessionById, isLiveSession } from './switching.service';

/** The switching module: its routes, and what it needs of the instance. */
export const switchingModule = fp(
  async (app) => {
    await app.register(
      switchingRoutes({ baseDomain: app.settings.baseDomain, askConsent: app.askUnitConsent }),
    );
  },
  { name: 'switching', fastify: '5.x', dependencies: ['settings'], encapsulate: true },
);
