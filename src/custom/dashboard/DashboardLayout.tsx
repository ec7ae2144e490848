import { Outlet } from 'react-router-dom';

/** /dashboard and its tabs (SPEC §2); the title, filters and tab bar come with the dashboard issue. */
export default function DashboardLayout() {
  return <Outlet />;
}
