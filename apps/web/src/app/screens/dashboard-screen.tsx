import { type DashboardCards, DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { ReportCardGrid, ReportCardSkeletons } from '../../features/reports/components/report-card';

const CARDS: DashboardCards = { Grid: ReportCardGrid, Skeletons: ReportCardSkeletons };

/** The dashboard, drawing its report lists with the reports' cards. */
export function DashboardScreen() {
  return <DashboardPage cards={CARDS} />;
}
