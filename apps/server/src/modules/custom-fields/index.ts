/** What the custom-fields module offers the others: the only file another module imports. */
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
