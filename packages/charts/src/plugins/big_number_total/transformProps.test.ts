import { describe, expect, it } from 'vitest';
import { bigNumberTotalFormDataSchema } from './formData.js';
import { transformProps } from './transformProps.js';

const chartProps = (formData: Record<string, unknown>, value: unknown) => ({
  formData: bigNumberTotalFormDataSchema.parse({
    datasource: '1__table',
    viz_type: 'big_number_total',
    metric: 'sum__sales',
    ...formData,
  }),
  queriesData: [{ colnames: ['sum__sales'], coltypes: [0], data: [{ sum__sales: value }], rowcount: 1 }],
  width: 400,
  height: 200,
  hooks: {},
});

describe('big number transformProps', () => {
  it('formats the value with the chosen number format', () => {
    expect(transformProps(chartProps({ y_axis_format: '$,.0f' }, 1234567.8)).text).toBe('$1,234,568');
  });

  it('uses the adaptive format by default', () => {
    expect(transformProps(chartProps({}, 1234567.8)).text).toBe('1.23M');
  });

  it('shows N/A for a null aggregate', () => {
    expect(transformProps(chartProps({}, null)).text).toBe('N/A');
  });

  it('sizes the number and subheader from the form data', () => {
    const props = transformProps(chartProps({ subheader: 'all orders', header_font_size: 0.5 }, 1));
    expect(props).toMatchObject({ subheader: 'all orders', headerFontSize: 0.5, subheaderFontSize: 0.15 });
  });
});

describe('big number currency', () => {
  const datasource = {
    id: 1,
    type: 'table',
    columns: [],
    metrics: [{ metric_name: 'sum__sales', currency: { symbol: 'EUR', symbolPosition: 'suffix' as const } }],
  };

  it("uses the saved metric's currency, unless the chart picks its own", () => {
    const saved = transformProps({ ...chartProps({ y_axis_format: ',.0f' }, '1234.5'), datasource });
    expect(saved.text).toBe('1,235 €');
    const chosen = transformProps({
      ...chartProps(
        { y_axis_format: ',.0f', currency_format: { symbol: 'USD', symbolPosition: 'prefix' } },
        1234.5,
      ),
      datasource,
    });
    expect(chosen.text).toBe('$ 1,235');
  });
});
