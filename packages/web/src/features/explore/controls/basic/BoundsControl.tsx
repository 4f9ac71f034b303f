import { Input, Space } from 'antd';
import { useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { boundsTexts, parseBounds, type BoundsValue } from './bounds';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';
import { BOUNDS_DEBOUNCE_MS, useDebouncedChange } from './useDebouncedChange';

const sameBounds = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Min and max inputs saved as [min, max]: each converts to a number, and empty or non-numeric input
 * becomes null. Reported 300 ms after typing stops, or on blur.
 */
export function BoundsControl({ name, config, value, onChange }: ControlProps<BoundsValue>) {
  const saved = value ?? config.default;
  const [texts, setTexts] = useState(() => boundsTexts(saved));
  const [seenValue, setSeenValue] = useState(saved);
  if (!sameBounds(saved, seenValue)) {
    setSeenValue(saved);
    // An outside change (undo) replaces the texts; our own report ('1e' → null) leaves them as typed.
    if (!sameBounds(parseBounds(...texts), saved)) setTexts(boundsTexts(saved));
  }
  const debounced = useDebouncedChange(onChange, BOUNDS_DEBOUNCE_MS);

  const change = (index: 0 | 1, text: string) => {
    const next: [string, string] = index === 0 ? [text, texts[1]] : [texts[0], text];
    setTexts(next);
    debounced.schedule(parseBounds(...next));
  };

  return (
    <Space.Compact block>
      <Input
        value={texts[0]}
        placeholder={messages.boundsMin}
        onChange={(event) => change(0, event.target.value)}
        onBlur={debounced.flush}
        data-testid={controlTestId(name, 'min')}
        aria-label={`${config.label} ${messages.boundsMin}`}
        inputMode="decimal"
      />
      <Input
        value={texts[1]}
        placeholder={messages.boundsMax}
        onChange={(event) => change(1, event.target.value)}
        onBlur={debounced.flush}
        data-testid={controlTestId(name, 'max')}
        aria-label={`${config.label} ${messages.boundsMax}`}
        inputMode="decimal"
      />
    </Space.Compact>
  );
}
