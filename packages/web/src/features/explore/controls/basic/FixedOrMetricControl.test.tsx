// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { controlTestProps } from './controlTestProps';
import type { FixedOrMetricValue } from './fixedOrMetric';
import { FixedOrMetricControl } from './FixedOrMetricControl';
import { chooseOption } from '../../../../testing/selectTestHelpers';
import { TEST_DATASOURCE } from './testDatasource';

afterEach(cleanup);

function renderControl(value: FixedOrMetricValue | undefined) {
  const props = controlTestProps<FixedOrMetricValue>(
    'point_radius_fixed',
    { type: 'FixedOrMetricControl', label: 'Point Size', default: { type: 'fix', value: 5 } },
    value,
    { datasource: TEST_DATASOURCE },
  );
  render(<FixedOrMetricControl {...props} />);
  fireEvent.click(screen.getByTestId('control-point_radius_fixed'));
  return props;
}

describe('FixedOrMetricControl', () => {
  it('shows the default fixed value 5 and reports a typed number as {type: fix}', () => {
    const props = renderControl(undefined);
    expect(screen.getByTestId('control-point_radius_fixed').textContent).toBe('5');
    const input = screen.getByTestId('control-point_radius_fixed-fixed') as HTMLInputElement;
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.blur(input);
    expect(props.onChange).toHaveBeenLastCalledWith({ type: 'fix', value: 12.5 });
  });

  it('reports a saved metric or a column aggregate when based on a metric', async () => {
    const props = renderControl({ type: 'fix', value: 5 });
    fireEvent.click(screen.getByLabelText('Based on a metric'));
    expect(props.onChange).not.toHaveBeenCalled();
    await chooseOption('Saved metric', 'count');
    expect(props.onChange).toHaveBeenLastCalledWith({ type: 'metric', value: 'count' });
    await chooseOption('Column', 'lat');
    await chooseOption('Aggregate', 'MAX');
    expect(props.onChange).toHaveBeenLastCalledWith({
      type: 'metric',
      value: {
        expressionType: 'SIMPLE',
        column: { column_name: 'lat', type: 'FLOAT' },
        aggregate: 'MAX',
        hasCustomLabel: false,
        label: 'MAX(lat)',
      },
    });
  });

  it("offers '100' when switching from a metric back to a fixed value", () => {
    const props = renderControl({ type: 'metric', value: 'count' });
    expect(screen.getByTestId('control-point_radius_fixed').textContent).toBe('count');
    fireEvent.click(screen.getByLabelText('Fixed'));
    expect(props.onChange).toHaveBeenLastCalledWith({ type: 'fix', value: '100' });
  });

  it('closes on Escape', async () => {
    renderControl(undefined);
    expect(screen.getByTestId('control-point_radius_fixed-popover')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(
      () => {
        const popover = screen.queryByTestId('control-point_radius_fixed-popover');
        expect(!popover || !!popover.closest('.ant-popover-hidden')).toBe(true);
      },
      { timeout: 2000 },
    );
  });
});
