/** What the companies module offers the others: the only file another module imports. */
export { createCompanyWithAdmin } from './companies-admin.service';
export { companyAdminPolicy } from './companies.policy';
export { companyAdminRoutes } from './companies.routes';
export { createCompany, findCompanyBySubdomain, findSubdomainHolder } from './companies.service';
