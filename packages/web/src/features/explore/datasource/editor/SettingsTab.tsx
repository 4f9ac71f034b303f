import type { ExploreOwner } from '@sightline/core';
import { Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useGetRelatedQuery } from '../../../../features/shared/resourceLists/listApi';
import { editDatasetMessages as messages } from '../messages';
import type { DatasetDraft } from './datasetDraft';
import { isJsonObjectText } from './draftValidation';

export interface SettingsTabProps {
  draft: DatasetDraft;
  onChange: (change: Partial<DatasetDraft>) => void;
}

const ownerName = (owner: ExploreOwner) =>
  `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim() || owner.username;

/**
 * The Settings tab: description, main datetime column, cache timeout, hours offset, extra
 * JSON and owners (chosen from `GET /api/v1/dataset/related/owners`).
 */
export function SettingsTab({ draft, onChange }: SettingsTabProps) {
  const [ownerSearch, setOwnerSearch] = useState('');
  const related = useGetRelatedQuery({ resource: 'dataset', column: 'owners', filter: ownerSearch });
  const temporalColumns = draft.columns.filter((column) => column.is_dttm && column.column_name.trim());

  // The chosen owners stay listed even when the search hides them, so their tags keep their names.
  const ownerOptions = new Map<number, string>(draft.owners.map((owner) => [owner.id, ownerName(owner)]));
  for (const item of related.data?.result ?? []) ownerOptions.set(item.value, item.text);

  const changeOwners = (ids: number[]) => {
    const known = new Map(draft.owners.map((owner) => [owner.id, owner]));
    onChange({
      owners: ids.map(
        (id) =>
          known.get(id) ?? {
            id,
            first_name: ownerOptions.get(id) ?? String(id),
            last_name: '',
            username: '',
          },
      ),
    });
  };

  const extraValid = isJsonObjectText(draft.extra);
  return (
    <Form layout="vertical" style={{ maxWidth: 640 }}>
      <Form.Item label={messages.description}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.description}
          data-testid="edit-dataset-description"
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={messages.mainDatetimeColumn}>
        <Select
          allowClear
          data-testid="edit-dataset-main-dttm-col"
          value={draft.main_dttm_col ?? undefined}
          notFoundContent={messages.noTemporalColumns}
          options={temporalColumns.map((column) => ({
            value: column.column_name,
            label: column.column_name,
          }))}
          onChange={(value: string | undefined) => onChange({ main_dttm_col: value ?? null })}
        />
      </Form.Item>
      <Form.Item label={messages.cacheTimeout}>
        <InputNumber
          min={0}
          value={draft.cache_timeout}
          data-testid="edit-dataset-cache-timeout"
          onChange={(value) => onChange({ cache_timeout: typeof value === 'number' ? value : null })}
        />
      </Form.Item>
      <Form.Item label={messages.hoursOffset}>
        <InputNumber
          value={draft.offset}
          data-testid="edit-dataset-offset"
          onChange={(value) => onChange({ offset: typeof value === 'number' ? value : 0 })}
        />
      </Form.Item>
      <Form.Item
        label={messages.extra}
        validateStatus={extraValid ? undefined : 'error'}
        help={extraValid ? undefined : messages.extraNotJsonObject}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          style={{ fontFamily: 'monospace' }}
          value={draft.extra}
          data-testid="edit-dataset-extra"
          onChange={(event) => onChange({ extra: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={messages.owners}>
        <Select
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: setOwnerSearch }}
          data-testid="edit-dataset-owners"
          value={draft.owners.map((owner) => owner.id)}
          options={[...ownerOptions].map(([value, label]) => ({ value, label }))}
          onChange={changeOwners}
        />
      </Form.Item>
    </Form>
  );
}
