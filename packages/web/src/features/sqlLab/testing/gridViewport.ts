/**
 * jsdom lays nothing out, so the virtualised grid would see a viewport of 0 px and render no row: this
 * gives the grid's scroller a size (the rest keeps jsdom's 0). Returns the undo.
 */
export function stubGridViewport(width = 800, height = 400): () => void {
  const proto = HTMLElement.prototype;
  const isGrid = (element: HTMLElement) => element.classList.contains('sl-result-grid');
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isGrid(this) ? width : 0;
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isGrid(this) ? height : 0;
    },
  });
  // The stubs shadow jsdom's getters on Element.prototype; deleting them brings those back.
  return () => {
    delete (proto as unknown as Record<string, unknown>).clientWidth;
    delete (proto as unknown as Record<string, unknown>).clientHeight;
  };
}
