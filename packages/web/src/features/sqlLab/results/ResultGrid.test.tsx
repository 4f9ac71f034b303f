// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { executionResponse } from '../testing/sqlLabFixtures';
import { stubGridViewport } from '../testing/gridViewport';
import { cellText, columnWidths, ResultGrid, ROW_HEIGHT } from './ResultGrid';

let undo: () => void;
beforeEach(() => (undo = stubGridViewport()));
afterEach(() => {
  cleanup();
  undo();
});

describe('ResultGrid', () => {
  it('renders only the rows in view of 100k, and the rows further down once scrolled there', () => {
    const { columns, data } = executionResponse('q', 100_000);
    render(<ResultGrid columns={columns} rows={data} />);
    const grid = screen.getByTestId('sqllab-grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('100001');
    const rendered = () => grid.querySelectorAll('[role="row"][aria-rowindex]').length;
    expect(rendered()).toBeGreaterThan(5);
    expect(rendered()).toBeLessThan(60);
    expect(screen.getByText('row 0')).toBeTruthy();
    grid.scrollTop = 50_000 * ROW_HEIGHT;
    fireEvent.scroll(grid);
    expect(screen.getByText('row 50000')).toBeTruthy();
    expect(screen.queryByText('row 0')).toBeNull();
    expect(rendered()).toBeLessThan(60);
  });

  it('shows NULL for missing values and sizes columns by their content, within bounds', () => {
    expect(cellText(null)).toBe('NULL');
    expect(cellText(false)).toBe('false');
    const [narrow, wide] = columnWidths(
      [
        { name: 'a', column_name: 'a', type: 'INT', type_generic: 0, is_dttm: false },
        { name: 'b', column_name: 'b', type: 'TEXT', type_generic: 1, is_dttm: false },
      ],
      [{ a: 1, b: 'x'.repeat(500) }],
    );
    expect(narrow).toBe(80);
    expect(wide).toBe(360);
  });
});
