import { InputNumber, Space } from 'antd';
import { complexMessages as m } from './messages';

export interface BoundsInputsProps {
  id: string;
  value: readonly [number | null, number | null];
  onChange: (value: [number | null, number | null]) => void;
}

/** Min and max number inputs; an empty side is open (null). */
export function BoundsInputs({ id, value, onChange }: BoundsInputsProps) {
  const [min, max] = value;
  return (
    <Space.Compact block>
      <InputNumber
        id={id}
        aria-label={m.boundsMin}
        placeholder={m.boundsMin}
        value={min}
        onChange={(next) => onChange([typeof next === 'number' ? next : null, max])}
        style={{ width: '50%' }}
      />
      <InputNumber
        aria-label={m.boundsMax}
        placeholder={m.boundsMax}
        value={max}
        onChange={(next) => onChange([min, typeof next === 'number' ? next : null])}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}
