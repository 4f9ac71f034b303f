import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { linkedNameColumn } from './commonColumns';

interface Row {
  id: number;
  label: string;
  url?: string;
}

const markup = (node: unknown) => renderToStaticMarkup(<MemoryRouter>{node as never}</MemoryRouter>);

describe('linkedNameColumn', () => {
  const column = linkedNameColumn('label', 'Name', (row: Row) => row.url);

  it('sorts on the name and links it to the row URL', () => {
    expect(column).toMatchObject({ key: 'label', title: 'Name', sortColumn: 'label' });
    expect(markup(column.render({ id: 1, label: 'Sales', url: '/explore/?slice_id=1' }))).toContain(
      'href="/explore/?slice_id=1"',
    );
  });

  it('shows plain text when the row has no URL', () => {
    expect(markup(column.render({ id: 2, label: 'Sales' }))).toBe('Sales');
  });
});
