import { filterBoxMigrationOffered } from '@sightline/core';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { selectDataMaskFlags } from '../filters/dataMaskFlags';
import {
  cancelFilterBoxMigration,
  reviewFilterBoxMigration,
  saveFilterBoxMigration,
  snoozeFilterBoxMigrationNow,
} from './filterBoxMigrationThunks';
import { filterBoxMessages as messages } from './messages';

/**
 * Filter-box migration, for editors of a dashboard with filter boxes: Review (the native
 * filters built from the boxes show instead of them) or Snooze (for this session); while reviewing,
 * Save stores the native filters, Cancel goes back to the filter boxes.
 */
export function FilterBoxMigrationBanner() {
  const dispatch = useAppDispatch();
  const featureOn = useAppSelector((state) => selectDataMaskFlags(state).nativeFilters);
  const canEdit = useAppSelector((state) => !!state.dashboard.info?.dash_edit_perm);
  const hasFilterBoxes = useAppSelector((state) => Object.keys(state.dashboard.dashboardFilters).length > 0);
  const migration = useAppSelector((state) => state.dashboard.dashboardState.filterboxMigrationState);
  const [saving, setSaving] = useState(false);

  if (migration === 'reviewing')
    return (
      <Alert
        type="info"
        showIcon
        data-testid="filter-box-migration"
        message={messages.reviewingTitle}
        description={messages.reviewingText}
        action={
          <Space>
            <Button
              type="primary"
              size="small"
              loading={saving}
              onClick={() => {
                setSaving(true);
                void dispatch(saveFilterBoxMigration()).finally(() => setSaving(false));
              }}
            >
              {messages.save}
            </Button>
            <Button size="small" disabled={saving} onClick={() => dispatch(cancelFilterBoxMigration())}>
              {messages.cancel}
            </Button>
          </Space>
        }
      />
    );
  if (
    migration === 'unDecided' ||
    !filterBoxMigrationOffered(migration, { featureOn, canEdit, hasFilterBoxes })
  )
    return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="filter-box-migration"
      message={messages.bannerTitle}
      description={messages.bannerText}
      action={
        <Space>
          <Button type="primary" size="small" onClick={() => dispatch(reviewFilterBoxMigration())}>
            {messages.review}
          </Button>
          <Button size="small" onClick={() => dispatch(snoozeFilterBoxMigrationNow())}>
            {messages.snooze}
          </Button>
        </Space>
      }
    />
  );
}
