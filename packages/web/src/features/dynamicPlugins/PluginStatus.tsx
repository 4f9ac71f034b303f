import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { dynamicPluginMessages as messages } from './messages';
import type { DynamicPluginLoadState } from '../charts/dynamicPluginStore';

/** A plugin's load state in this browser: loaded, loading, the error, or not loaded yet. */
export function PluginStatus({ state }: { state: DynamicPluginLoadState | undefined }) {
  if (!state) return <Tag>{messages.statusNotLoaded}</Tag>;
  if (state.mounting)
    return (
      <Tag icon={<SyncOutlined spin />} color="processing">
        {messages.statusMounting}
      </Tag>
    );
  if (state.error)
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'baseline' }}>
        <Tag icon={<CloseCircleOutlined />} color="error">
          {messages.statusError}
        </Tag>
        <Typography.Text type="danger">{state.error}</Typography.Text>
      </div>
    );
  return (
    <Tag icon={<CheckCircleOutlined />} color="success">
      {messages.statusLoaded}
    </Tag>
  );
}
