import { validateSpatial, type SpatialValue } from '@sightline/charts';
import { Checkbox, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';
import { spatialDraftOf, spatialValueOf, type SpatialDraft, type SpatialType } from './spatialValue';
import { TEXT_DEBOUNCE_MS, useDebouncedChange } from './useDebouncedChange';

const MODES: readonly SpatialType[] = ['latlong', 'delimited', 'geohash'];

/**
 * Where each row's point comes from: latitude and longitude columns, one delimited
 * "long,lat" column (optionally reversed), or a geohash column. Choosing a mode changes the value's type;
 * an incomplete choice shows 'Invalid lat/long configuration.' (the SDK's validateSpatial).
 */
export function SpatialControl({
  name,
  config,
  value,
  onChange,
  datasource,
  errors,
}: ControlProps<SpatialValue>) {
  const [draft, setDraft] = useState(() => spatialDraftOf(value));
  const [savedValue, setSavedValue] = useState(value);
  if (savedValue !== value) {
    setSavedValue(value);
    // An outside change (undo) replaces the draft; our own report coming back matches it already.
    if (JSON.stringify(spatialValueOf(draft)) !== JSON.stringify(value)) setDraft(spatialDraftOf(value));
  }
  const delimiterChange = useDebouncedChange(onChange, TEXT_DEBOUNCE_MS);
  const update = (patch: Partial<SpatialDraft>, debounce = false) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (debounce) {
      delimiterChange.schedule(spatialValueOf(next));
      return;
    }
    // A delimiter still pending goes first, so it cannot land after (and undo) this change.
    delimiterChange.flush();
    onChange(spatialValueOf(next));
  };

  const error = validateSpatial(spatialValueOf(draft));
  const columns = (datasource?.columns ?? []).map((column) => ({
    value: column.column_name,
    label: column.verbose_name || column.column_name,
  }));
  const columnSelect = (field: 'latCol' | 'lonCol' | 'lonlatCol' | 'geohashCol', label: string) => (
    <label style={{ display: 'block' }}>
      <Typography.Text>{label}</Typography.Text>
      <Select
        value={draft[field] ?? undefined}
        options={columns}
        placeholder={messages.selectColumn}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(column: string) => update({ [field]: column })}
        data-testid={controlTestId(name, field)}
        aria-label={label}
        style={{ width: '100%' }}
      />
    </label>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={controlTestId(name)}>
      <Radio.Group
        value={draft.type}
        onChange={(event) => update({ type: event.target.value as SpatialType })}
        aria-label={config.label}
        options={MODES.map((mode) => ({ value: mode, label: messages.spatialModes[mode] }))}
      />
      {draft.type === 'latlong' && (
        <>
          {columnSelect('lonCol', messages.longitude)}
          {columnSelect('latCol', messages.latitude)}
        </>
      )}
      {draft.type === 'delimited' && (
        <>
          {columnSelect('lonlatCol', messages.lonlatColumn)}
          <label style={{ display: 'block' }}>
            <Typography.Text>{messages.delimiter}</Typography.Text>
            <Input
              value={draft.delimiter}
              onChange={(event) => update({ delimiter: event.target.value }, true)}
              onBlur={delimiterChange.flush}
              data-testid={controlTestId(name, 'delimiter')}
              aria-label={messages.delimiter}
            />
          </label>
          <Checkbox
            checked={draft.reverseCheckbox}
            onChange={(event) => update({ reverseCheckbox: event.target.checked })}
            data-testid={controlTestId(name, 'reverseCheckbox')}
          >
            {messages.reverseLatLong}
          </Checkbox>
        </>
      )}
      {draft.type === 'geohash' && columnSelect('geohashCol', messages.geohashColumn)}
      {error && !errors.includes(error) && (
        <Typography.Text type="danger" data-testid={controlTestId(name, 'error')}>
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
