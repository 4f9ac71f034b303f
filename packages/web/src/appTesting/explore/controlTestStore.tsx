import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStore } from '../../app/store';
import { testBootstrap } from '../../features/shared/testing/exploreFixtures';

/** A fresh store and antd App context (toasts) around a control under test. Tests only. */
export function WithControlStore({ children }: { children: ReactNode }) {
  const store = createStore(testBootstrap({ id: 1, roles: ['Admin'] }));
  return (
    <Provider store={store}>
      <App>{children}</App>
    </Provider>
  );
}
