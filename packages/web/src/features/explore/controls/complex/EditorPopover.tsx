import { Popover } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { placementOf, type PopoverPlacement } from '../../../../features/shared/controls/popoverPlacement';

export interface EditorPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Drawn only while open, so an editor's draft starts afresh each time. */
  content: () => ReactNode;
  /** The trigger; clicking it toggles the popover. */
  children: ReactElement;
  /** A full-width trigger (an Add button under a list). */
  block?: boolean;
}

/**
 * A control's edit popover: placed by where its trigger sits in the window, closed by
 * Escape or a click outside. The content is unmounted when closed, which discards unsaved drafts.
 */
export function EditorPopover({ open, onOpenChange, title, content, children, block }: EditorPopoverProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [placement, setPlacement] = useState<PopoverPlacement>('right');

  // Measured when it opens, whoever opened it (its trigger, or an Add button that opens it for a new item).
  useLayoutEffect(() => {
    if (open) setPlacement(placementOf(anchor.current));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement={placement}
      title={title}
      content={open ? <div className="complex-control-popover">{content()}</div> : null}
      destroyOnHidden
    >
      <span ref={anchor} className={block ? 'complex-control-trigger-block' : 'complex-control-trigger'}>
        {children}
      </span>
    </Popover>
  );
}
