import { refreshFrequencyOptions } from '@sightline/core';
import { Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectDashboardState, setRefreshFrequency } from '../state/dashboardSlice';
import { headerMessages } from './messages';
import { refreshFrequencyChoice, refreshFrequencyLabel } from './refreshInterval';

/**
 * Picks how often the charts re-query. A viewer's choice lasts for this session; in edit mode it becomes
 * the dashboard's refresh_frequency and is saved with it.
 */
export function RefreshIntervalModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { refreshFrequency, editMode } = useAppSelector(selectDashboardState);
  const [seconds, setSeconds] = useState(refreshFrequency);
  // A custom interval from the JSON metadata stays choosable next to the standard ones.
  const options = refreshFrequencyOptions.some((option) => option.value === refreshFrequency)
    ? refreshFrequencyOptions
    : [
        ...refreshFrequencyOptions,
        { value: refreshFrequency, label: refreshFrequencyLabel(refreshFrequency, []) },
      ];

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
          options={options.map((option) => ({ value: option.value, label: option.label }))}
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
