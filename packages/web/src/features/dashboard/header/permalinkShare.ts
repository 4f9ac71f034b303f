import { apiClient } from '../../../platform/apiClient';
import { dashboardApiUrl } from '../api/dashboardUrls';
import { formatMessage } from '../../../ui/formatMessage';
import { ACTIVE_TABS_PARAM } from '../layout/activeTabs';
import { headerMessages } from './messages';

/** Body of POST /api/v1/dashboard/{id}/permalink (openapi DashboardPermalinkStateSchema). */
export interface DashboardPermalinkBody {
  dataMask: Record<string, unknown>;
  activeTabs: string[];
  anchor?: string;
  urlParams: [string, string][];
}

/**
 * URL parameters a permalink does not carry: edit mode is the sharer's own; the open tabs and the filter
 * state travel in the permalink's own activeTabs and dataMask.
 */
const NOT_SHARED_PARAMS = new Set(['edit', ACTIVE_TABS_PARAM, 'native_filters_key', 'permalink_key']);

/**
 * The view being shared: the filter and cross-filter masks, the open tabs, the anchor scrolled to (the URL
 * hash) and the other URL parameters.
 */
export function permalinkBody(
  activeTabs: readonly string[],
  search: string,
  hash: string,
  dataMask: Record<string, unknown> = {},
): DashboardPermalinkBody {
  const urlParams = [...new URLSearchParams(search)].filter(([key]) => !NOT_SHARED_PARAMS.has(key));
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  return { dataMask, activeTabs: [...activeTabs], ...(anchor ? { anchor } : {}), urlParams };
}

/** A mailto: link whose body holds the permalink. */
export function permalinkMailto(dashboardTitle: string, url: string): string {
  const subject = encodeURIComponent(formatMessage(headerMessages.emailSubject, dashboardTitle));
  const body = encodeURIComponent(formatMessage(headerMessages.emailBody, url));
  return `mailto:?subject=${subject}&body=${body}`;
}

/** POST /api/v1/dashboard/{id}/permalink: the link that restores this view. */
export async function createDashboardPermalink(
  dashboardId: number,
  body: DashboardPermalinkBody,
): Promise<string> {
  const answer = await apiClient.request<{ key: string; url: string }>({
    url: dashboardApiUrl(dashboardId, '/permalink'),
    method: 'POST',
    body,
  });
  return answer.url;
}
