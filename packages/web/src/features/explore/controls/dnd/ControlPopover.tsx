import { Popover } from 'antd';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import type { PopoverPlacement } from '../../../../features/shared/controls/popoverPlacement';

export interface ControlPopoverProps {
  open: boolean;
  /** Chosen when the popover opens (placementOf the trigger). */
  placement: PopoverPlacement;
  onClose: () => void;
  /** Rendered only while open, so each opening starts from the saved value. */
  content: () => ReactNode;
  children: ReactNode;
}

/** A control's popover: opened by the control, closed by Escape, a click outside, or its own buttons. */
export function ControlPopover({ open, placement, onClose, content, children }: ControlPopoverProps) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <Popover
      open={open}
      placement={placement}
      trigger="click"
      destroyOnHidden
      content={open ? content() : null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <div>{children}</div>
    </Popover>
  );
}
