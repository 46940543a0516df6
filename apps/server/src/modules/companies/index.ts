/** What the companies module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { clientPartnerChanged } from '../clients';
import { moveClientUnits } from './companies.repository';
import { companyAdminRoutes } from './companies.routes';
export { createCompanyWithAdmin } from './companies-admin.service';
export { companyAdminPolicy } from './companies.policy';
export { companyAdminRoutes } from './companies.routes';
export {
  createCompany,
  findCompanyBySubdomain,
  findSubdomainHolder,
  setCompanyAddress,
} from './companies.service';

/** The companies module: its routes, and what it needs of the instance. */
export const companiesModule = fp(
  async (app) => {
    // A client's units follow it to another partner, in the transaction that moves it.
    app.events.on(clientPartnerChanged, ({ tx, clientId, partnerId }) =>
      moveClientUnits(tx, clientId, partnerId),
    );
    await app.register(companyAdminRoutes({ baseDomain: app.settings.baseDomain }));
  },
  { name: 'companies', fastify: '5.x', dependencies: ['settings', 'events'], encapsulate: true },
);
