import { Outlet } from 'react-router';

/** Replaced by the full layout (header, footer, sidebar). */
export function MainLayout() {
  return <Outlet />;
}
