import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DynamicPluginsLoader } from '../features/dynamicPlugins/DynamicPluginsLoader';
import { routes } from './routes';
import type { AppStore } from '../platform/appState';

/**
 * No antd motion, nor the click ripple: a control's transition (a filter bar's Apply button turning
 * disabled, a select losing focus, the ripple fading out over 2 s) repaints and re-composites the whole
 * page every frame while it runs, and on a dashboard of 30 drawn charts each such frame cost 10-20 ms of
 * the main thread, right when the charts' new answers arrived: applying a filter took about a fifth
 * longer with them. One theme for the whole app, so no page generates a second set of component styles.
 */
const THEME = { token: { colorPrimary: '#1677ff', borderRadius: 6, motion: false } };
const NO_WAVE = { disabled: true };

/** Providers: Redux store, antd theme and its App context (toasts), and the router. */
export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <DynamicPluginsLoader />
      <ConfigProvider theme={THEME} wave={NO_WAVE}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
