import { useEffect, useRef } from 'react';
import { errorText } from './api';
import { useToasts } from '../ui/useToasts';

/**
 * Shows one danger toast per failed request: `describe` turns the server's message into the spec's text.
 * RTK Query keeps the same error object until the next attempt, so re-renders do not repeat the toast.
 */
export function useErrorToast(error: unknown, describe: (message: string) => string) {
  const { addDangerToast } = useToasts();
  const describeRef = useRef(describe);
  useEffect(() => {
    describeRef.current = describe;
  });
  useEffect(() => {
    if (error) addDangerToast(describeRef.current(errorText(error)));
  }, [error, addDangerToast]);
}
