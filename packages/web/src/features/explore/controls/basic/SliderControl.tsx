import { Slider } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';

/**
 * A number picked on a slider between the config's min and max (0–100 when unset). The handle moves
 * freely while dragged; the value is reported once, when it is let go.
 */
export function SliderControl({ name, config, value, onChange }: ControlProps<number>) {
  const saved =
    typeof value === 'number'
      ? value
      : typeof config.default === 'number'
        ? config.default
        : (config.min ?? 0);
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <Slider
      min={config.min ?? 0}
      max={config.max ?? 100}
      step={config.step ?? 1}
      value={dragging ?? saved}
      onChange={(next: number) => setDragging(next)}
      onChangeComplete={(next: number) => {
        setDragging(null);
        if (next !== value) onChange(next);
      }}
      data-testid={controlTestId(name)}
      ariaLabelForHandle={config.label}
    />
  );
}
