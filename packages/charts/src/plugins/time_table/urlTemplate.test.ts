import { describe, expect, it } from 'vitest';
import { renderUrlTemplate } from './urlTemplate.js';

describe('url template', () => {
  const context = { metric: { label: 'SUM(sales) & more', metric_name: 'sum__sales' } };

  it('fills dotted paths with URL-encoded values', () => {
    expect(renderUrlTemplate('/explore/?metric={{ metric.metric_name }}&q={{metric.label}}', context)).toBe(
      '/explore/?metric=sum__sales&q=SUM(sales)%20%26%20more',
    );
    expect(renderUrlTemplate('https://example.com/{{{ metric.metric_name }}}', context)).toBe(
      'https://example.com/sum__sales',
    );
  });

  it('leaves unknown paths and objects empty', () => {
    expect(renderUrlTemplate('/a?m={{ metric }}&x={{ nope.deep }}', context)).toBe('/a?m=&x=');
  });

  it('only makes http(s), mailto and relative links', () => {
    expect(renderUrlTemplate('javascript:alert({{metric.label}})', context)).toBeNull();
    expect(renderUrlTemplate('mailto:a@b.c', context)).toBe('mailto:a@b.c');
    expect(renderUrlTemplate('', context)).toBeNull();
    expect(renderUrlTemplate(null, context)).toBeNull();
  });
});
