// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_TYPES } from '@sightline/charts';
import { CheckboxControl } from './CheckboxControl';
import { controlTestProps } from './controlTestProps';
import { HiddenControl } from './HiddenControl';
import { basicControls } from './index';
import { SliderControl } from './SliderControl';
import { TextAreaControl } from './TextAreaControl';
import { TEST_DATASOURCE } from './testDatasource';
import { VizTypeExploreControl } from './VizTypeExploreControl';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CheckboxControl', () => {
  it('shows its label and the default, and reports the new state', () => {
    const props = controlTestProps<boolean>(
      'show_legend',
      { type: 'CheckboxControl', label: 'Show legend', default: true },
      undefined,
    );
    render(<CheckboxControl {...props} />);
    const box = screen.getByTestId('control-show_legend') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByText('Show legend')).toBeTruthy();
    fireEvent.click(box);
    expect(props.onChange).toHaveBeenCalledWith(false);
  });
});

describe('HiddenControl', () => {
  it('draws nothing', () => {
    const { container } = render(
      <HiddenControl {...controlTestProps<unknown>('datasource', { type: 'HiddenControl' }, '1__table')} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('SliderControl', () => {
  it('uses min, max and step from the config and reports the value it is moved to', () => {
    const props = controlTestProps<number>(
      'marker_size',
      { type: 'SliderControl', label: 'Marker Size', min: 2, max: 20, step: 2 },
      6,
    );
    render(<SliderControl {...props} />);
    const handle = screen.getByRole('slider', { name: 'Marker Size' });
    expect([handle.getAttribute('aria-valuemin'), handle.getAttribute('aria-valuemax')]).toEqual(['2', '20']);
    expect(handle.getAttribute('aria-valuenow')).toBe('6');
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyUp(handle, { key: 'ArrowRight', keyCode: 39 });
    expect(props.onChange).toHaveBeenLastCalledWith(8);
  });
});

describe('TextAreaControl', () => {
  it('reports multi-line text 250 ms after typing stops', () => {
    vi.useFakeTimers();
    const props = controlTestProps<string>(
      'markdown',
      { type: 'TextAreaControl', options: { language: 'markdown' } },
      '',
    );
    render(<TextAreaControl {...props} />);
    fireEvent.change(screen.getByTestId('control-markdown'), { target: { value: '# Title\ntext' } });
    act(() => vi.advanceTimersByTime(250));
    expect(props.onChange).toHaveBeenCalledExactlyOnceWith('# Title\ntext');
  });

  it('edits the same text in a larger editor from the expand button', () => {
    vi.useFakeTimers();
    const props = controlTestProps<string>('query', { type: 'TextAreaControl', label: 'Query' }, 'a');
    render(<TextAreaControl {...props} />);
    fireEvent.click(screen.getByTestId('control-query-expand'));
    const large = screen.getByTestId('control-query-expanded') as HTMLTextAreaElement;
    expect(large.value).toBe('a');
    expect(screen.getByText('Edit Query')).toBeTruthy();
    fireEvent.change(large, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(props.onChange).toHaveBeenLastCalledWith('ab');
  });

  it("uses the SQL editor when options.language is 'sql'", () => {
    const props = controlTestProps<string>(
      'sql',
      { type: 'TextAreaControl', options: { language: 'sql' } },
      'SELECT 1',
      { datasource: TEST_DATASOURCE },
    );
    render(<TextAreaControl {...props} />);
    const editor = screen.getByTestId('control-sql');
    expect(editor.querySelector('.cm-content')?.textContent).toBe('SELECT 1');
  });
});

describe('VizTypeExploreControl', () => {
  it("wraps the gallery's chart type button", () => {
    const props = controlTestProps<string>('viz_type', { type: 'VizTypeControl' }, 'no_such_chart');
    render(<VizTypeExploreControl {...props} />);
    const control = screen.getByTestId('control-viz_type');
    expect(control.querySelector('[data-testid="viz-type-control"]')?.textContent).toBe('no_such_chart');
  });
});

describe('basicControls', () => {
  it('implements every basic control type', () => {
    expect(Object.keys(basicControls).sort()).toEqual([
      'BoundsControl',
      'CheckboxControl',
      'ColorPickerControl',
      'ColorSchemeControl',
      'FixedOrMetricControl',
      'HiddenControl',
      'SelectAsyncControl',
      'SelectControl',
      'SliderControl',
      'SpatialControl',
      'TextAreaControl',
      'TextControl',
      'ViewportControl',
      'VizTypeControl',
    ]);
    for (const type of Object.keys(basicControls)) expect(CONTROL_TYPES).toContain(type);
  });
});
