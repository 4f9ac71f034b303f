import { App } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStore } from '../../../../app/store';

/** A fresh store and antd App context (toasts) around a control under test. Tests only. */
export function WithControlStore({ children }: { children: ReactNode }) {
  const store = createStore({
    user: {
      id: 1,
      username: 'u',
      first_name: 'U',
      last_name: 'V',
      email: '',
      roles: ['Admin'],
      permissions: [],
    },
    needs_setup: false,
    common: { feature_flags: {}, conf: {}, flash_messages: [] },
  });
  return (
    <Provider store={store}>
      <App>{children}</App>
    </Provider>
  );
}
