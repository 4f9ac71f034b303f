import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './warningMarkdown';

describe('warning markdown', () => {
  it('reads strong, emphasis, code and line breaks', () => {
    expect(parseInline('Use **only** for *totals*, see `amount`\nnext')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'only' }] },
      { kind: 'text', text: ' for ' },
      { kind: 'em', children: [{ kind: 'text', text: 'totals' }] },
      { kind: 'text', text: ', see ' },
      { kind: 'code', text: 'amount' },
      { kind: 'break' },
      { kind: 'text', text: 'next' },
    ]);
  });

  it('keeps safe links and turns others into plain text', () => {
    expect(parseInline('[docs](https://example.com/a)')).toEqual([
      { kind: 'link', href: 'https://example.com/a', children: [{ kind: 'text', text: 'docs' }] },
    ]);
    expect(parseInline('[x](javascript:alert(1))').some((node) => node.kind === 'link')).toBe(false);
    expect(parseInline('[x](javascript:void)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ kind: 'text', text: 'x' }]);
  });

  it('leaves snake_case names and HTML as text', () => {
    expect(parseInline('order_date_key')).toEqual([{ kind: 'text', text: 'order_date_key' }]);
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('splits paragraphs, headings and bullet lists', () => {
    expect(
      parseMarkdown('# Careful\n\nFirst line\nsecond\n\n- one\n- two').map((block) => block.kind),
    ).toEqual(['heading', 'paragraph', 'list']);
    const list = parseMarkdown('* a\n* b')[0];
    expect(list).toEqual({
      kind: 'list',
      items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]],
    });
  });
});
