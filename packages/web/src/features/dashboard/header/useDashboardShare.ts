import { useStore } from 'react-redux';
import { useLocation } from 'react-router';
import { errorText } from '../../../platform/api';
import { formatMessage } from '../../../ui/formatMessage';
import { useToasts } from '../../../ui/useToasts';
import { copyText } from '../../../features/shared/copyText';
import type { WithDashboard } from '../state/dashboardSlice';
import { headerMessages } from './messages';
import { createDashboardPermalink, permalinkBody, permalinkMailto } from './permalinkShare';

/** Share menu actions: a permalink of the current view, copied to the clipboard or sent by email. */
export function useDashboardShare() {
  const store = useStore<WithDashboard>();
  const location = useLocation();
  const { addSuccessToast, addDangerToast } = useToasts();

  // Read at click time, so the link holds the tabs and filters open right now.
  const createPermalink = async (): Promise<{ url: string; title: string } | null> => {
    const { info, dashboardState, dataMask } = store.getState().dashboard;
    if (!info) return null;
    try {
      const body = permalinkBody(dashboardState.activeTabs, location.search, location.hash, dataMask);
      return { url: await createDashboardPermalink(info.id, body), title: info.dashboard_title };
    } catch (error) {
      addDangerToast(formatMessage(headerMessages.permalinkFailed, errorText(error)));
      return null;
    }
  };

  const copyPermalink = async () => {
    const link = await createPermalink();
    if (!link) return;
    if (await copyText(link.url)) addSuccessToast(headerMessages.linkCopied);
    else addDangerToast(headerMessages.copyUnsupported);
  };

  const emailPermalink = async () => {
    const link = await createPermalink();
    if (link) window.location.href = permalinkMailto(link.title, link.url);
  };

  return { copyPermalink, emailPermalink };
}
