import { integer } from 'drizzle-orm/pg-core';
import { companies } from './tenancy';

/** The business unit a row belongs to (`company_id`); the row goes with the unit. */
export const tenantId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
