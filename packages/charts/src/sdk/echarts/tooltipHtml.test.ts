import { describe, expect, it } from 'vitest';
import { escapeHtml, tooltipHtml } from './tooltipHtml.js';

describe('tooltipHtml', () => {
  it('escapes data text', () => {
    expect(escapeHtml('<b>"A&B"</b>')).toBe('&#60;b&#62;&#34;A&#38;B&#34;&#60;/b&#62;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('bolds the title and puts one escaped line per entry', () => {
    expect(tooltipHtml('EMEA', ['sales: 3 (50%)', '<x>'])).toBe(
      '<b>EMEA</b><br/>sales: 3 (50%)<br/>&#60;x&#62;',
    );
    expect(tooltipHtml(undefined, ['a'])).toBe('a');
    expect(tooltipHtml(null, ['a', 'b'])).toBe('a<br/>b');
    expect(tooltipHtml('India', ['Population: 1'], 'strong')).toBe(
      '<strong>India</strong><br/>Population: 1',
    );
  });
});
