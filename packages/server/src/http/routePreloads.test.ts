import { describe, expect, it } from 'vitest';
import { routePreloads, withHeadTags } from './routePreloads.js';

const manifest = JSON.stringify({
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_charts.js': { file: 'assets/charts-1.js', imports: ['_react.js'] },
  'src/app/AppLayout.tsx': { file: 'assets/AppLayout-1.js', imports: ['_react.js'] },
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage-1.js',
    imports: ['index.html', '_charts.js'],
    css: ['assets/DashboardPage-1.css'],
  },
});

describe('routePreloads', () => {
  const preloads = routePreloads(manifest);

  it("lists a dashboard page's chunks and their imports, without what the entry loads already", () => {
    const tags = preloads('/superset/dashboard/births/');
    expect(tags).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/AppLayout-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/DashboardPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/charts-1.js">' +
        '<link rel="preload" as="style" href="/assets/DashboardPage-1.css">',
    );
    expect(preloads('/dashboard/12')).toBe(tags);
  });

  it('adds nothing for other pages, the dashboard list, or without a manifest', () => {
    expect(preloads('/dashboard/list/')).toBe('');
    expect(preloads('/chart/list/')).toBe('');
    expect(routePreloads(null)('/superset/dashboard/1/')).toBe('');
    expect(routePreloads('not json')('/superset/dashboard/1/')).toBe('');
  });

  it('puts tags at the end of the head', () => {
    expect(withHeadTags('<html><head><title>x</title></head><body></body></html>', '<link>')).toBe(
      '<html><head><title>x</title><link></head><body></body></html>',
    );
    expect(withHeadTags('<p>no head</p>', '<link>')).toBe('<p>no head</p>');
  });
});
