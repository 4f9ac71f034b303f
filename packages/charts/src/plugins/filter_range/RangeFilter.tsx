import { InputNumber, Space } from 'antd';
import { rangeFilterMessages as messages } from './messages.js';
import type { RangeFilterProps } from './transformProps.js';

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** A numerical range filter: a lower and an upper bound, either may stay empty. */
export default function RangeFilter({ name, lower, upper, setValue }: RangeFilterProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        aria-label={`${name} ${messages.rangeMin}`}
        placeholder={messages.rangeMin}
        value={lower}
        onChange={(next) => setValue([num(next), upper])}
      />
      <InputNumber
        aria-label={`${name} ${messages.rangeMax}`}
        placeholder={messages.rangeMax}
        value={upper}
        onChange={(next) => setValue([lower, num(next)])}
      />
    </Space.Compact>
  );
}
