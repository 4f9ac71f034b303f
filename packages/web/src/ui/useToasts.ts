import { App } from 'antd';
import { useMemo } from 'react';

/** Success and error toasts (antd messages), named as Superset's addSuccessToast/addDangerToast. */
export function useToasts() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      addSuccessToast: (text: string) => void message.success(text),
      addDangerToast: (text: string) => void message.error({ content: text, duration: 6 }),
      addWarningToast: (text: string) => void message.warning({ content: text, duration: 6 }),
    }),
    [message],
  );
}
