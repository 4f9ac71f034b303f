// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readEmbeddedBootstrap } from './bootstrap';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}

describe('readEmbeddedBootstrap', () => {
  it('reads the embedded object and fills missing parts', () => {
    const doc = documentWith(
      '<script id="bootstrap-data" type="application/json">{"user":null,"needs_setup":true}</script>',
    );
    expect(readEmbeddedBootstrap(doc)).toEqual({
      user: null,
      needs_setup: true,
      common: { feature_flags: {}, conf: {}, flash_messages: [] },
    });
  });

  it('returns null when nothing or garbage is embedded', () => {
    expect(readEmbeddedBootstrap(documentWith(''))).toBeNull();
    expect(readEmbeddedBootstrap(documentWith('<script id="bootstrap-data">{oops</script>'))).toBeNull();
  });
});
