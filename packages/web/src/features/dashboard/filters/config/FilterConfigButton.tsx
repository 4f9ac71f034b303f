import { SettingOutlined } from '@ant-design/icons';
import type { NativeFilterConfigurationItem } from '@sightline/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../platform/hooks';
import { saveMetadataPatch } from '../../state/saveMetadataPatch';
import { selectNativeFilters } from '../selectNativeFilters';
import { FilterConfigModal } from './FilterConfigModal';
import { filterConfigMessages as messages } from './messages';

/**
 * "Add/Edit filters" in the filter bar, for users who may edit the dashboard (dash_edit_perm): opens the
 * configuration modal on the saved filters; its Save PUTs json_metadata with native_filter_configuration
 * merged in, after which the store's metadata and data masks are rebuilt.
 */
export function FilterConfigButton() {
  const dispatch = useAppDispatch();
  const canEdit = useAppSelector((state) => state.dashboard.info?.dash_edit_perm === true);
  const items = useAppSelector(selectNativeFilters);
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  const save = (configuration: NativeFilterConfigurationItem[]) =>
    dispatch(saveMetadataPatch({ native_filter_configuration: configuration }));
  return (
    <>
      <Button size="small" type="link" icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        {messages.openButton}
      </Button>
      {open && <FilterConfigModal initialItems={items} onSave={save} onClose={() => setOpen(false)} />}
    </>
  );
}
