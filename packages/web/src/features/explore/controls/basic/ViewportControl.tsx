import type { Viewport } from '@sightline/charts';
import { InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { ControlPopoverButton } from './ControlPopoverButton';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';
import { NUMBER_DEBOUNCE_MS, useDebouncedChange } from './useDebouncedChange';
import { readViewport, VIEWPORT_FIELDS, viewportSummary, withViewportField } from './viewportValue';

function ViewportEditor({
  name,
  viewport,
  onChange,
}: {
  name: string;
  viewport: Viewport;
  onChange: (v: Viewport) => void;
}) {
  const [draft, setDraft] = useState(viewport);
  const debounced = useDebouncedChange(onChange, NUMBER_DEBOUNCE_MS);
  return (
    <Space orientation="vertical" style={{ width: 240 }}>
      {VIEWPORT_FIELDS.map((field) => (
        <label key={field} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Typography.Text style={{ width: 80 }}>{messages.viewportFields[field]}</Typography.Text>
          <InputNumber
            value={draft[field]}
            onChange={(next) => {
              const updated = withViewportField(draft, field, typeof next === 'number' ? next : null);
              setDraft(updated);
              if (updated !== draft) debounced.schedule(updated);
            }}
            onBlur={debounced.flush}
            data-testid={controlTestId(name, field)}
            aria-label={messages.viewportFields[field]}
            style={{ flex: 1 }}
          />
        </label>
      ))}
    </Space>
  );
}

/**
 * A map camera: longitude, latitude, zoom, bearing and pitch (defaults for missing fields),
 * edited in a popover. Changes are reported 500 ms after typing stops, on blur, or when it closes.
 */
export function ViewportControl({ name, config, value, onChange }: ControlProps<Viewport>) {
  const viewport = readViewport(value ?? config.default);
  return (
    <ControlPopoverButton
      summary={viewportSummary(viewport)}
      testId={controlTestId(name)}
      ariaLabel={config.label}
    >
      <ViewportEditor name={name} viewport={viewport} onChange={onChange} />
    </ControlPopoverButton>
  );
}
