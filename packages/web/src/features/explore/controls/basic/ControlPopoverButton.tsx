import { Button, Popover } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { placementOf, type PopoverPlacement } from '../../../../features/shared/controls/popoverPlacement';

export interface ControlPopoverButtonProps {
  /** The trigger's text (a summary of the value). */
  summary: string;
  testId: string;
  ariaLabel: string;
  /** Mounted while open, so each opening starts from the saved value. */
  children: ReactNode;
}

/**
 * A button showing a control's value that opens its editor in a popover, placed by the popover placement rule
 * when it opens and closed by Escape or a click outside.
 */
export function ControlPopoverButton({ summary, testId, ariaLabel, children }: ControlPopoverButtonProps) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<PopoverPlacement>('right');
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <Popover
      open={open}
      placement={placement}
      trigger="click"
      destroyOnHidden
      // Never empty: antd does not open a popover without content. destroyOnHidden unmounts it when closed.
      content={<div data-testid={`${testId}-popover`}>{children}</div>}
      onOpenChange={(next) => {
        if (next) setPlacement(placementOf(trigger.current));
        setOpen(next);
      }}
    >
      <Button ref={trigger} block data-testid={testId} aria-label={ariaLabel} style={{ textAlign: 'left' }}>
        {summary}
      </Button>
    </Popover>
  );
}
