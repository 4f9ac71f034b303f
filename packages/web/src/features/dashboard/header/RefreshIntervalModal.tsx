import { Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { selectDashboardState, setRefreshFrequency } from '../state/dashboardSlice';
import { headerMessages } from './messages';
import { refreshFrequencyChoice, refreshIntervalOptions } from './refreshInterval';

/**
 * Picks how often the charts re-query. A viewer's choice lasts for this session; in edit mode it becomes
 * the dashboard's refresh_frequency and is saved with it.
 */
export function RefreshIntervalModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { refreshFrequency, editMode } = useAppSelector(selectDashboardState);
  const [seconds, setSeconds] = useState(refreshFrequency);

  const apply = () => {
    dispatch(setRefreshFrequency(refreshFrequencyChoice(seconds, editMode)));
    onClose();
  };

  return (
    <Modal
      open
      title={headerMessages.refreshTitle}
      okText={headerMessages.apply}
      cancelText={headerMessages.cancel}
      onOk={apply}
      onCancel={onClose}
      data-testid="refresh-interval-modal"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label htmlFor="sl-refresh-frequency">{headerMessages.refreshLabel}</label>
        <Select
          id="sl-refresh-frequency"
          value={seconds}
          onChange={setSeconds}
          options={refreshIntervalOptions(refreshFrequency)}
          style={{ width: '100%' }}
          data-testid="refresh-frequency-select"
        />
        <Typography.Text type="secondary">
          {editMode ? headerMessages.refreshPersisted : headerMessages.refreshSessionOnly}
        </Typography.Text>
      </Space>
    </Modal>
  );
}
