// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ControlConfig } from '@sightline/charts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlContainer } from './ControlContainer';

afterEach(cleanup);

const props = (config: ControlConfig, errors: string[] = []) => ({
  name: 'thing',
  config,
  value: undefined,
  formData: {},
  datasource: null,
  errors,
  onChange: () => undefined,
});

describe('ControlContainer', () => {
  it('logs an unknown control type and draws nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = { type: 'NoSuchControl', label: 'Thing', affects: 'query' } as unknown as ControlConfig;
    const { container } = render(<ControlContainer {...props(config)} />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NoSuchControl'));
    warn.mockRestore();
  });

  it('draws a known type with its label, marks render-only controls and shows errors', () => {
    render(
      <ControlContainer
        {...props({ type: 'TextControl', label: 'Title', affects: 'render' }, ['cannot be empty'])}
      />,
    );
    expect(screen.getByText('Title')).toBeTruthy();
    const root = screen.getByTestId('control-container-thing');
    expect(root.getAttribute('data-affects')).toBe('render');
    expect(screen.getAllByText('cannot be empty').length).toBeGreaterThan(0);
  });

  it('draws nothing for a hidden control', () => {
    const { container } = render(
      <ControlContainer {...props({ type: 'HiddenControl', label: 'Hidden', affects: 'query' })} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
