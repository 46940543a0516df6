/** What the custom-fields module offers the others: the only file another module imports. */
import fp from 'fastify-plugin';
import { customFieldRoutes } from './custom-fields.routes';
export { customFieldRoutes } from './custom-fields.routes';
export {
  type CompanyCustomField,
  customFieldSearchCondition,
  type CustomFieldValue,
  deleteCustomFieldValues,
  getCustomFieldValues,
  listFieldsForCompany,
  normaliseValue,
  saveCustomFieldValues,
  saveCustomFieldValuesOfPeople,
  validateCustomFieldValues,
} from './custom-fields.service';

/** The custom-fields module: its routes, and what it needs of the instance. */
export const customFieldsModule = fp(
  async (app) => {
    await app.register(customFieldRoutes());
  },
  { name: 'custom-fields', fastify: '5.x', dependencies: [], encapsulate: true },
);
