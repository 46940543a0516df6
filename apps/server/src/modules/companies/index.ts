/** What the companies module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
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
    await app.register(companyAdminRoutes({ baseDomain: app.settings.baseDomain }));
  },
  { name: 'companies', fastify: '5.x', dependencies: ['settings'], encapsulate: true },
);
