import { App as AntApp, ConfigProvider } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DynamicPluginsLoader } from '../features/dynamicPlugins/DynamicPluginsLoader';
import { routes } from './routes';
import type { AppStore } from './store';

/** Providers: Redux store, antd theme and its App context (toasts), and the router. */
export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <DynamicPluginsLoader />
      <ConfigProvider theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
