/** What the partners module offers the others: the only file another module imports. */
export { partnerRoutes } from './partners.routes';
export { findPartnerIdByRef } from './partners.service';
