import { Navigate, useLocation } from 'react-router';

/**
 * A replacing <Navigate>. A Navigate that stays mounted while the location changes under it
 * does not fire again (two quick navigations can leave a guard on a page it must leave);
 * keying it by the location gives every location its own redirect.
 */
export function Redirect({ to }: { to: string }) {
  const { key } = useLocation();
  return <Navigate key={key} to={to} replace />;
}
