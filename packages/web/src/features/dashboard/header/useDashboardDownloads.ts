import { App } from 'antd';
import { useStore } from 'react-redux';
import { errorText } from '../../../platform/api';
import { useAppDispatch } from '../../../platform/hooks';
import { formatMessage } from '../../../ui/formatMessage';
import { setActiveTabs, type WithDashboard } from '../state/dashboardSlice';
import { downloadDashboardImage, downloadDashboardPdf } from './downloadDashboard';
import { headerMessages } from './messages';

/** Download menu actions: the dashboard area as a PNG, or a PDF with a page per top-level tab. */
export function useDashboardDownloads() {
  const store = useStore<WithDashboard>();
  const dispatch = useAppDispatch();
  const { message } = App.useApp();

  const run = async (download: () => Promise<void>) => {
    const hide = message.loading(headerMessages.downloadStarted, 0);
    try {
      await download();
    } catch (error) {
      void message.error(formatMessage(headerMessages.downloadFailed, errorText(error)));
    } finally {
      hide();
    }
  };

  const downloadImage = () =>
    run(() => downloadDashboardImage(store.getState().dashboard.info?.dashboard_title ?? ''));

  const downloadPdf = () =>
    run(() => {
      const { info, layout, dashboardState } = store.getState().dashboard;
      return downloadDashboardPdf({
        title: info?.dashboard_title ?? '',
        layout: layout.present,
        activeTabs: dashboardState.activeTabs,
        setActiveTabs: (tabIds) => dispatch(setActiveTabs(tabIds)),
      });
    });

  return { downloadImage, downloadPdf };
}
