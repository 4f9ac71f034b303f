import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../platform/hooks';

/** Sends anonymous visitors to /setup on first run, otherwise to /login with a way back. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, needs_setup } = useAppSelector((state) => state.session.bootstrap);
  const location = useLocation();
  if (needs_setup) return <Navigate to="/setup" replace />;
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
