import { useState } from 'react';
import { errorText } from '../../platform/api';

/**
 * Sending a sign-in or setup form: `submitting` while the request runs, then the server's message in
 * `error` if it fails. On success `submitting` stays true, since the page navigates away.
 */
export function useFormSubmission<Values>(send: (values: Values) => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: Values) {
    setSubmitting(true);
    setError(null);
    try {
      await send(values);
    } catch (caught) {
      setError(errorText(caught));
      setSubmitting(false);
    }
  }

  return { error, submitting, submit };
}
