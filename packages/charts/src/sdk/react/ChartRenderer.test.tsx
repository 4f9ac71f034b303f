// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyChartPlugin, ChartDataResult } from '../chartPlugin.js';
import { baseFormDataSchema } from '../formData.js';
import { ChartPluginRegistry } from '../registry.js';
import { ChartRenderer, preloadChartComponent } from './ChartRenderer.js';

interface ListProps {
  labels: string[];
}

function List({ labels }: ListProps) {
  if (labels.includes('boom')) throw new Error('cannot draw boom');
  return (
    <ul>
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}

const listPlugin: AnyChartPlugin = {
  metadata: {
    vizType: 'list',
    name: 'List',
    category: 'Other',
    tags: [],
    thumbnail: '',
    exampleGallery: [],
    behaviors: [],
  },
  controlPanel: { controlPanelSections: [] },
  formDataSchema: baseFormDataSchema.extend({ column: z.string() }),
  formDataVersion: 1,
  migrations: [],
  buildQuery: () => ({ datasource: { id: 1 }, queries: [] }),
  transformProps: ({ queriesData, formData }) => {
    if (formData.column === 'missing') throw new Error('column missing is not in the result');
    return { labels: queriesData[0]!.data.map((row) => String(row[formData.column as string])) };
  },
  loadComponent: async () => ({ default: List as never }),
};

const registry = new ChartPluginRegistry().register(listPlugin);
const result = (rows: Record<string, unknown>[]): ChartDataResult[] => [
  { colnames: ['name'], coltypes: [1], data: rows, rowcount: rows.length },
];
const renderChart = (formData: Record<string, unknown>, data: ChartDataResult[]) =>
  render(
    <ChartRenderer
      registry={registry}
      formData={{ datasource: '1__table', viz_type: 'list', column: 'name', ...formData }}
      queriesData={data}
      width={300}
      height={200}
    />,
  );

afterEach(cleanup);

describe('ChartRenderer states', () => {
  it('renders the plugin component with the transformed props', async () => {
    renderChart({}, result([{ name: 'Ada' }, { name: 'Grace' }]));
    expect(await screen.findByText('Grace')).toBeTruthy();
    expect(screen.getByTestId('chart-rendered').dataset.vizType).toBe('list');
  });

  it('draws a chart type loaded ahead in the same render, without suspending (no 300 ms Suspense hold)', async () => {
    const preloaded: AnyChartPlugin = {
      ...listPlugin,
      metadata: { ...listPlugin.metadata, vizType: 'list_preloaded' },
      loadComponent: async () => ({ default: List as never }),
    };
    await preloadChartComponent(preloaded);
    render(
      <ChartRenderer
        registry={new ChartPluginRegistry().register(preloaded)}
        formData={{ datasource: '1__table', viz_type: 'list_preloaded', column: 'name' }}
        queriesData={result([{ name: 'Ada' }])}
        width={300}
        height={200}
      />,
    );
    // Synchronously there: a lazy component would show the loading state first.
    expect(screen.getByText('Ada')).toBeTruthy();
  });

  it('does not draw again when its parent renders again with the same props', async () => {
    let draws = 0;
    function CountedList(props: ListProps) {
      draws += 1;
      return <List {...props} />;
    }
    const counted: AnyChartPlugin = {
      ...listPlugin,
      metadata: { ...listPlugin.metadata, vizType: 'list_counted' },
      loadComponent: async () => ({ default: CountedList as never }),
    };
    await preloadChartComponent(counted);
    const props = {
      registry: new ChartPluginRegistry().register(counted),
      formData: { datasource: '1__table', viz_type: 'list_counted', column: 'name' },
      queriesData: result([{ name: 'Ada' }]),
      width: 300,
      height: 200,
    };
    // A holder around the chart renders for its own state (a dashboard's loading and rendered marks).
    function Holder({ status }: { status: string }) {
      return (
        <div data-status={status}>
          <ChartRenderer {...props} />
        </div>
      );
    }
    const { rerender } = render(<Holder status="loading" />);
    expect(draws).toBe(1);
    rerender(<Holder status="rendered" />);
    expect(draws).toBe(1);
    rerender(<ChartRenderer {...props} width={301} />);
    expect(draws).toBe(2);
  });

  it('says when the viz type is not registered', () => {
    renderChart({ viz_type: 'nope' }, result([]));
    expect(screen.getByText('This visualization type is not supported.')).toBeTruthy();
  });

  it('shows the empty-result message', () => {
    renderChart({}, result([]));
    expect(screen.getByText('No results were returned for this query')).toBeTruthy();
  });

  it('shows transformProps failures as render errors', () => {
    renderChart({ column: 'missing' }, result([{ name: 'Ada' }]));
    expect(
      screen.getByText(
        'An error occurred while rendering the visualization: column missing is not in the result',
      ),
    ).toBeTruthy();
  });

  it('shows form data that does not fit as a render error naming the control', () => {
    renderChart({ column: 5 }, result([{ name: 'Ada' }]));
    expect(screen.getByText(/^An error occurred while rendering the visualization: column: /)).toBeTruthy();
  });

  it('catches errors thrown while the component renders', async () => {
    renderChart({}, result([{ name: 'boom' }]));
    expect(
      await screen.findByText('An error occurred while rendering the visualization: cannot draw boom'),
    ).toBeTruthy();
  });

  it('marks the drawing as complete, unless the plugin draws asynchronously and marks it itself', async () => {
    const rendered = () => performance.getEntriesByName('sl:chart-rendered:list').length;
    performance.clearMarks();
    renderChart({}, result([{ name: 'Ada' }]));
    await screen.findByText('Ada');
    await waitFor(() => expect(rendered()).toBe(1));
    cleanup();
    performance.clearMarks();
    listPlugin.drawsAsynchronously = true;
    renderChart({}, result([{ name: 'Grace' }]));
    await screen.findByText('Grace');
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 20)));
    expect(rendered()).toBe(0);
    listPlugin.drawsAsynchronously = false;
  });
});
