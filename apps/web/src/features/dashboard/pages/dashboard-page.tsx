import { DashboardScreen } from '../components/dashboard-screen';

export function DashboardPage() {
  return <DashboardScreen />;
}
