import {
  isNativeFilter,
  type NativeFilter,
  type NativeFilterConfigurationItem,
  type NativeFilterDivider,
} from '@sightline/core';
import { Alert, Button, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../../../platform/hooks';
import { selectLayout } from '../../state/dashboardSlice';
import type { MetadataSaveResult } from '../../state/saveMetadataPatch';
import { DividerForm } from './DividerForm';
import { keptItems } from './filterConfigDraft';
import { itemToShowAfterValidation, validateFilterConfig } from './filterConfigValidation';
import { FilterConfigList } from './FilterConfigList';
import { FilterForm } from './FilterForm';
import { filterConfigMessages as messages } from './messages';
import { savedFilterConfiguration } from './savedFilterConfig';
import { useFilterConfigDraft } from './useFilterConfigDraft';
import './filterConfigModal.css';

export interface FilterConfigModalProps {
  /** The saved native_filter_configuration the draft starts from. */
  initialItems: readonly NativeFilterConfigurationItem[];
  /** Saves the configuration (json_metadata native_filter_configuration). */
  onSave(configuration: NativeFilterConfigurationItem[]): Promise<MetadataSaveResult>;
  onClose(): void;
}

/**
 * "Add and edit filters": the filters and dividers on the left, the shown one's form on
 * the right. Save validates every item kept (the removed ones still pending are left out) and, when one
 * fails, shows the first failing item unless the shown one fails itself; a failed save
 * keeps the modal open with an error; Cancel with unsaved edits asks first. Charts and tabs in scope are
 * worked out over the store's layout. Mount it to open it.
 */
export function FilterConfigModal({ initialItems, onSave, onClose }: FilterConfigModalProps) {
  const layout = useAppSelector(selectLayout);
  const [draft, dispatch] = useFilterConfigDraft(initialItems);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const kept = useMemo(() => keptItems(draft), [draft]);
  const errors = useMemo(() => (checked ? validateFilterConfig(kept) : {}), [checked, kept]);
  const shown = draft.items.find((item) => item.id === draft.selectedId);

  const save = async () => {
    const found = validateFilterConfig(kept);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      const next = itemToShowAfterValidation(draft.selectedId, kept, found);
      if (next && next !== draft.selectedId) dispatch({ type: 'select', id: next });
      return;
    }
    setSaving(true);
    setSaveError(null);
    const result = await onSave(savedFilterConfiguration(kept, layout));
    setSaving(false);
    if (result.ok) onClose();
    else setSaveError(result.error || messages.saveFailed);
  };
  const cancel = () => (draft.dirty ? setConfirmingCancel(true) : onClose());
  const update = (id: string) => (patch: Partial<NativeFilter> | Partial<NativeFilterDivider>) =>
    dispatch({ type: 'update', id, patch });

  return (
    <Modal
      open
      width="80%"
      title={messages.title}
      onCancel={cancel}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel}>
          {messages.cancel}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
          {messages.save}
        </Button>,
      ]}
    >
      {saveError && (
        <Alert type="error" showIcon title={messages.saveFailed} description={saveError} role="alert" />
      )}
      <div className="sl-filter-config">
        <FilterConfigList draft={draft} dispatch={dispatch} errors={errors} />
        <div className="sl-filter-config-form" data-testid="filter-config-shown" data-item-id={shown?.id}>
          {!shown ? (
            <Typography.Text type="secondary">{messages.nothingSelected}</Typography.Text>
          ) : shown.id in draft.removed ? (
            <div>
              <Typography.Paragraph>{messages.removedFilter}</Typography.Paragraph>
              <Button onClick={() => dispatch({ type: 'undo', id: shown.id })}>{messages.restore}</Button>
            </div>
          ) : isNativeFilter(shown) ? (
            <FilterForm
              key={shown.id}
              filter={shown}
              items={kept}
              errors={errors[shown.id] ?? {}}
              onChange={update(shown.id)}
            />
          ) : (
            <DividerForm
              key={shown.id}
              divider={shown}
              errors={errors[shown.id] ?? {}}
              onChange={update(shown.id)}
            />
          )}
        </div>
      </div>
      <Modal
        open={confirmingCancel}
        title={messages.confirmDiscardTitle}
        okText={messages.discard}
        cancelText={messages.keepEditing}
        onOk={() => {
          setConfirmingCancel(false);
          onClose();
        }}
        onCancel={() => setConfirmingCancel(false)}
      >
        {messages.confirmDiscard}
      </Modal>
    </Modal>
  );
}
