import type { ReactNode } from 'react';
import { BackHomeResult } from './BackHomeResult';
import { useCurrentUser } from './hooks';
import { appMessages } from './messages';
import { hasPermission, type ViewName } from './permissions';

interface Props {
  permission: string;
  view: ViewName;
  children: ReactNode;
}

/**
 * A page the user's roles do not allow says so plainly instead of loading and failing with 403 toasts
 * (the server still enforces every permission; this only spares the user a broken page).
 */
export function RequirePermission({ permission, view, children }: Props) {
  const user = useCurrentUser();
  if (hasPermission(user, permission, view)) return <>{children}</>;
  return (
    <BackHomeResult status="403" title={appMessages.forbiddenTitle} subTitle={appMessages.forbiddenText} />
  );
}
