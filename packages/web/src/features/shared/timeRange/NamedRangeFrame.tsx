import { Radio } from 'antd';

export interface NamedRangeFrameProps {
  heading: string;
  /** The named values offered; each is also its label ('Last week', 'previous calendar month'). */
  options: readonly string[];
  value: string;
  onChange(value: string): void;
  testId: string;
}

/** The Last and Previous tabs: one radio per named range. */
export function NamedRangeFrame({ heading, options, value, onChange, testId }: NamedRangeFrameProps) {
  return (
    <div className="time-range-frame">
      <div className="time-range-section-title">{heading}</div>
      <Radio.Group
        data-testid={testId}
        orientation="vertical"
        value={value}
        onChange={(event) => onChange(event.target.value as string)}
        options={options.map((option) => ({ value: option, label: option }))}
      />
    </div>
  );
}
