// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import type { SpatialValue } from '@sightline/charts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { controlTestProps } from './controlTestProps';
import { chooseOption } from '../../../../testing/selectTestHelpers';
import { SpatialControl } from './SpatialControl';
import { TEST_DATASOURCE } from './testDatasource';

afterEach(cleanup);

const INVALID = 'Invalid lat/long configuration.';

function renderSpatial(value: SpatialValue | undefined) {
  const props = controlTestProps<SpatialValue>(
    'spatial',
    { type: 'SpatialControl', label: 'Spatial' },
    value,
    {
      datasource: TEST_DATASOURCE,
    },
  );
  const view = render(<SpatialControl {...props} />);
  return {
    props,
    rerender: (next: SpatialValue) => view.rerender(<SpatialControl {...props} value={next} />),
  };
}

describe('SpatialControl', () => {
  it("says 'Invalid lat/long configuration.' until both lat/long columns are chosen", async () => {
    const { props, rerender } = renderSpatial(undefined);
    expect(screen.getByTestId('control-spatial-error').textContent).toBe(INVALID);
    await chooseOption('Longitude', 'lon');
    expect(props.onChange).toHaveBeenLastCalledWith({ type: 'latlong', lonCol: 'lon', latCol: null });
    expect(screen.getByTestId('control-spatial-error').textContent).toBe(INVALID);
    await chooseOption('Latitude', 'lat');
    expect(props.onChange).toHaveBeenLastCalledWith({ type: 'latlong', lonCol: 'lon', latCol: 'lat' });
    rerender({ type: 'latlong', lonCol: 'lon', latCol: 'lat' });
    expect(screen.queryByTestId('control-spatial-error')).toBeNull();
  });

  it('changes the type with the mode: delimited (column, delimiter, reverse) and geohash', async () => {
    const { props } = renderSpatial({ type: 'latlong', latCol: 'lat', lonCol: 'lon' });
    fireEvent.click(screen.getByLabelText('Delimited long & lat single column'));
    expect(props.onChange).toHaveBeenLastCalledWith({
      type: 'delimited',
      lonlatCol: null,
      delimiter: ',',
      reverseCheckbox: false,
    });
    expect(screen.getByTestId('control-spatial-error').textContent).toBe(INVALID);
    await chooseOption('Column', 'geohash');
    fireEvent.click(screen.getByText('Reverse lat/long'));
    fireEvent.change(screen.getByTestId('control-spatial-delimiter'), { target: { value: ';' } });
    fireEvent.blur(screen.getByTestId('control-spatial-delimiter'));
    expect(props.onChange).toHaveBeenLastCalledWith({
      type: 'delimited',
      lonlatCol: 'geohash',
      delimiter: ';',
      reverseCheckbox: true,
    });
    fireEvent.click(screen.getByLabelText('Geohash'));
    expect(props.onChange).toHaveBeenLastCalledWith({ type: 'geohash', geohashCol: null });
    await chooseOption('Geohash column', 'geohash');
    expect(props.onChange).toHaveBeenLastCalledWith({ type: 'geohash', geohashCol: 'geohash' });
  });

  it('leaves the message to the container when its validators already show it', () => {
    const props = controlTestProps<SpatialValue>('spatial', { type: 'SpatialControl' }, undefined, {
      errors: [INVALID],
    });
    render(<SpatialControl {...props} />);
    expect(screen.queryByTestId('control-spatial-error')).toBeNull();
  });
});
