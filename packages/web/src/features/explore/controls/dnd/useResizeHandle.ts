import type { MouseEvent as ReactMouseEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PopoverSize } from './popoverSize';
import { METRIC_POPOVER_MIN_SIZE, resizedPopover } from './popoverSize';

/** A size changed by dragging a handle (mouse down on it, move, release), bounded below only. */
export function useResizeHandle(initial: PopoverSize = METRIC_POPOVER_MIN_SIZE) {
  const [size, setSize] = useState(initial);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const onMouseDown = useCallback(
    (event: ReactMouseEvent) => {
      event.preventDefault();
      const start = { x: event.clientX, y: event.clientY, size };
      const onMove = (move: MouseEvent) =>
        setSize(resizedPopover(start.size, move.clientX - start.x, move.clientY - start.y));
      const onUp = () => stop.current?.();
      stop.current = () => {
        document.removeEventListener('mousemove', onMove);
        document.removeEventListener('mouseup', onUp);
        stop.current = null;
      };
      document.addEventListener('mousemove', onMove);
      document.addEventListener('mouseup', onUp);
    },
    [size],
  );

  return { size, onMouseDown };
}
