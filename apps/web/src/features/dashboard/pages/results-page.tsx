import { DashboardScreen } from '../components/dashboard-screen';

/** /resultaten is the same screen as the dashboard. */
export function ResultsPage() {
  return <DashboardScreen />;
}
