import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findCompanyById } from '../identity';
import type { UnitId } from '../../platform/scope';

// Importing provider reports, as the provider module and the seed call it.
import { importedReportIds, importProviderReports } from './reports-import.repository';

export {
  type ImportProviderReportsResult,
  importedReportIds,
  importProviderReports,
  type ProviderReportToImport,
} from './reports-import.repository';

/** What the provider's "import reports" call asks of this module (the app hands it over). */
export const reportImporter = {
  assertUnitMayAddReports,
  importedReportIds,
  importProviderReports,
};

/** A unit whose partner does not let it add reports (its "allow unit to add reports") gets 403. */
export async function assertUnitMayAddReports(db: Db, companyId: UnitId): Promise<void> {
  const company = await findCompanyById(db, companyId);
  if (!company?.allowAddReports) throw new AppError('report_add_not_allowed');
}
