import type { NativeFilter } from '@sightline/core';
import { Checkbox, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { NativeFilterControl } from '../NativeFilterControl';
import { noDefaultValue } from './filterConfigDraft';
import { hasDefaultValue, needsDefaultValue, targetErrors } from './filterConfigValidation';
import { filterConfigMessages as messages } from './messages';

interface DefaultValueFieldProps {
  filter: NativeFilter;
  error: string | undefined;
  onChange(patch: Partial<NativeFilter>): void;
}

/**
 * "Filter has default value": the filter's own control as a live preview (a value filter's options come
 * from the filter's options query, row_limit 1000 and metric count), its choice stored as the
 * defaultDataMask the filter would publish. A required filter that does not select its first value must
 * have one, so the box is then ticked and fixed. The preview never publishes to the dashboard: it runs
 * without parents and without "select first value".
 */
export function DefaultValueField({ filter, error, onChange }: DefaultValueFieldProps) {
  const forced = needsDefaultValue(filter);
  const [ticked, setTicked] = useState(() => hasDefaultValue(filter));
  const preview = useMemo<NativeFilter>(
    () => ({
      ...filter,
      cascadeParentIds: [],
      controlValues: { ...filter.controlValues, defaultToFirstItem: false },
    }),
    [filter],
  );
  if (filter.controlValues?.defaultToFirstItem) return null;
  const shown = forced || ticked;
  // The preview needs the dataset and column the type targets.
  const ready = Object.keys(targetErrors(filter)).length === 0;
  return (
    <>
      <Checkbox
        checked={shown}
        disabled={forced}
        onChange={(e) => {
          setTicked(e.target.checked);
          if (!e.target.checked) onChange({ defaultDataMask: noDefaultValue() });
        }}
      >
        {messages.hasDefaultValue}
      </Checkbox>
      {shown && (
        <Form.Item
          label={messages.defaultValue}
          required={forced}
          validateStatus={error ? 'error' : undefined}
          help={error}
          data-testid="filter-config-default-value"
        >
          {ready ? (
            <NativeFilterControl
              filter={preview}
              value={filter.defaultDataMask?.filterState?.value ?? null}
              onDataMask={(defaultDataMask) => onChange({ defaultDataMask })}
            />
          ) : (
            <Typography.Text type="secondary">{messages.selectDatasetFirst}</Typography.Text>
          )}
        </Form.Item>
      )}
    </>
  );
}
