import type { AdhocFilter, ExploreDatasource } from '@sightline/core';
import { Popover } from 'antd';
import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { placementOf, type PopoverPlacement } from '../controls/popoverPlacement';
import { AdhocFilterEditor } from './AdhocFilterEditor';
import { adhocFilterMessages } from './messages';

/** The popover's starting size, which is also the smallest it can be resized to. */
export const FILTER_POPOVER_MIN_WIDTH = 520;
export const FILTER_POPOVER_MIN_HEIGHT = 240;

export interface AdhocFilterPopoverProps {
  open: boolean;
  filter: AdhocFilter;
  datasource: ExploreDatasource | null;
  onSave: (filter: AdhocFilter) => void;
  onClose: () => void;
  /** The trigger (a pill or the add button) the popover points at. */
  children: ReactNode;
}

/** Follows the pointer while the resize handle is held; no upper bound. */
function useResizable() {
  const [size, setSize] = useState({ width: FILTER_POPOVER_MIN_WIDTH, height: FILTER_POPOVER_MIN_HEIGHT });
  const startResize = (event: ReactMouseEvent) => {
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY, ...size };
    const move = (moveEvent: MouseEvent) =>
      setSize({
        width: Math.max(FILTER_POPOVER_MIN_WIDTH, start.width + moveEvent.clientX - start.x),
        height: Math.max(FILTER_POPOVER_MIN_HEIGHT, start.height + moveEvent.clientY - start.y),
      });
    const stop = () => {
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', stop);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', stop);
  };
  return { size, startResize };
}

/**
 * The filter editor in an antd Popover: placed by the 0.35/0.65 rule when it opens, closed by Escape
 *, resizable with a handle. The editor mounts on open, so each opening edits a
 * fresh draft of `filter`.
 */
export function AdhocFilterPopover({
  open,
  filter,
  datasource,
  onSave,
  onClose,
  children,
}: AdhocFilterPopoverProps) {
  const trigger = useRef<HTMLSpanElement>(null);
  const [placement, setPlacement] = useState<PopoverPlacement>('right');
  const { size, startResize } = useResizable();
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  useEffect(() => {
    if (open) setPlacement(placementOf(trigger.current));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in an open select closes that select first.
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.key === 'Escape' && target?.getAttribute('aria-expanded') !== 'true') latestOnClose.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const content = (
    <div
      data-testid="adhoc-filter-popover"
      style={{ width: size.width, position: 'relative', paddingBottom: 8 }}
    >
      <AdhocFilterEditor
        filter={filter}
        datasource={datasource}
        onSave={onSave}
        onClose={onClose}
        contentHeight={size.height}
      />
      <span
        data-testid="adhoc-filter-resize"
        role="separator"
        aria-label={adhocFilterMessages.resize}
        onMouseDown={startResize}
        style={{
          position: 'absolute',
          right: -8,
          bottom: -8,
          width: 14,
          height: 14,
          cursor: 'nwse-resize',
          borderRight: '2px solid #bfbfbf',
          borderBottom: '2px solid #bfbfbf',
        }}
      />
    </div>
  );

  return (
    <Popover
      open={open}
      trigger="click"
      placement={placement}
      content={open ? content : null}
      destroyOnHidden
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <span ref={trigger} style={{ display: 'inline-flex', maxWidth: '100%' }}>
        {children}
      </span>
    </Popover>
  );
}
