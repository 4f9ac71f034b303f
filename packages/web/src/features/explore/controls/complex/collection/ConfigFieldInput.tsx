import type { ControlValues } from '@sightline/charts';
import { AutoComplete, Checkbox, Input, InputNumber, Select, Space } from 'antd';
import { complexMessages as m } from '../messages';
import { CURRENCY_CHOICES, type ConfigField } from './configFields';

export interface ConfigFieldInputProps {
  id: string;
  field: ConfigField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The chart's form data, for checkboxes that show the chart-wide setting until set here. */
  formData: ControlValues;
}

interface CurrencyValue {
  symbol?: string | null;
  symbolPosition?: string | null;
}

const options = (choices: readonly (readonly [string, string])[]) =>
  choices.map(([value, label]) => ({ value, label }));

/** The input for one keyed-collection setting; clearing it reports undefined (unset). */
export function ConfigFieldInput({ id, field, value, onChange, formData }: ConfigFieldInputProps) {
  const { input } = field;
  switch (input.kind) {
    case 'number':
      return (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          min={input.min}
          max={input.max}
          precision={input.integer ? 0 : undefined}
          placeholder={input.placeholder}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'text':
      return (
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          placeholder={input.placeholder}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      );
    case 'select':
      return input.freeForm ? (
        <AutoComplete
          id={id}
          allowClear
          value={typeof value === 'string' ? value : undefined}
          options={options(input.choices)}
          onChange={(next: string | undefined) => onChange(next || undefined)}
          placeholder={m.inherited}
        />
      ) : (
        <Select
          id={id}
          allowClear
          value={typeof value === 'string' ? value : undefined}
          options={options(input.choices)}
          onChange={(next: string | undefined) => onChange(next)}
          placeholder={m.inherited}
        />
      );
    case 'checkbox': {
      const inherited = input.inheritFrom ? formData[input.inheritFrom] === true : false;
      return (
        <Checkbox
          id={id}
          checked={typeof value === 'boolean' ? value : inherited}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    }
    case 'currency': {
      const currency = (value && typeof value === 'object' ? value : {}) as CurrencyValue;
      return (
        <Space.Compact block>
          <Select
            id={id}
            allowClear
            aria-label={m.currencySymbol}
            placeholder={m.currencySymbol}
            value={currency.symbol || undefined}
            options={options(CURRENCY_CHOICES)}
            onChange={(symbol: string | undefined) =>
              onChange(symbol ? { symbolPosition: 'prefix', ...currency, symbol } : undefined)
            }
            style={{ width: '60%' }}
          />
          <Select
            aria-label={m.currencyPosition}
            disabled={!currency.symbol}
            value={currency.symbolPosition === 'suffix' ? 'suffix' : 'prefix'}
            options={[
              { value: 'prefix', label: m.currencyPrefix },
              { value: 'suffix', label: m.currencySuffix },
            ]}
            onChange={(symbolPosition: string) => onChange({ ...currency, symbolPosition })}
            style={{ width: '40%' }}
          />
        </Space.Compact>
      );
    }
  }
}
