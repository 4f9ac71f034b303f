import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Links to an item's `url` from the API: app paths go through the router, anything else (absolute URLs)
 * is a plain link; no URL renders plain text rather than a dead link.
 */
export function ItemLink({ url, children }: { url: string | null | undefined; children: ReactNode }) {
  if (!url) return <>{children}</>;
  if (url.startsWith('/') && !url.startsWith('//')) return <Link to={url}>{children}</Link>;
  return <a href={url}>{children}</a>;
}
