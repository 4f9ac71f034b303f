import type { QueryContext } from '@sightline/core';
import { Alert, App, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { chartErrorMessage } from '../../charts/data/chartErrorMessage';
import { useChartDataClient } from '../../charts/data/useChartDataClient';
import { copyText } from '../copyText';
import { viewQueryMessages } from './messages';

/** The SQL the chart runs (`result_type: 'query'`, as the server formats it), with a copy button. */
export function ViewQueryModal({
  queryContext,
  onClose,
}: {
  queryContext: QueryContext;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [state, setState] = useState<{ sql?: string; error?: string }>({});
  const client = useChartDataClient();
  useEffect(() => {
    const abort = new AbortController();
    client
      .sql(queryContext, abort.signal)
      .then((sql) => setState({ sql }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ error: chartErrorMessage(error) });
      });
    return () => abort.abort();
  }, [queryContext, client]);
  const copy = async () => {
    if (await copyText(state.sql ?? '')) message.success(viewQueryMessages.copied);
    else message.error(viewQueryMessages.copyUnsupported);
  };
  return (
    <Modal
      open
      title={viewQueryMessages.title}
      onCancel={onClose}
      width={760}
      footer={
        <Button onClick={copy} disabled={state.sql === undefined}>
          {viewQueryMessages.copyQuery}
        </Button>
      }
    >
      {state.error && <Alert type="error" showIcon title={state.error} />}
      {state.sql === undefined && !state.error && <Spin />}
      {state.sql !== undefined && (
        <pre className="sl-view-query" data-testid="view-query-sql">
          {state.sql}
        </pre>
      )}
    </Modal>
  );
}
