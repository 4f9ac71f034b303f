import { CalendarOutlined } from '@ant-design/icons';
import { NO_TIME_RANGE, rangeTypeOf } from '@sightline/core';
import { Button, Popover, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { placementOf, type PopoverPlacement } from '../controls/popoverPlacement';
import { dateFilterMessages } from './messages';
import { TimeRangeEditor } from './TimeRangeEditor';
import { actualRangeText, triggerLabel } from './timeRangeDraft';
import { useActualTimeRange } from './useActualTimeRange';
import './timeRange.css';

/** The popover is 600px wide. */
export const TIME_RANGE_POPOVER_WIDTH = 600;

export interface TimeRangePickerProps {
  /** The saved time range ('No filter', 'Last week', 'start : end'). */
  value: string;
  onChange(value: string): void;
  /** The column named in the actual range text; 'col' when not given. */
  columnPlaceholder?: string;
  /** The error variant (a required value is missing): the trigger says 'Default value is required'. */
  status?: 'error';
  /** The clock for defaults (tests fix it). */
  now?: () => Date;
}

const systemNow = () => new Date();

/** Escape inside an open select or picker closes that first; only a plain Escape closes the popover. */
function closesPopover(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape') return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  return target?.getAttribute('aria-expanded') !== 'true';
}

/**
 * A time range as a label ('No filter', 'Last quarter', or a custom range's actual dates) with the
 * actual range in a tooltip; a click opens the 'Edit time range' popover. On open
 * the draft starts from the saved value; CANCEL, Escape and clicking away discard it; APPLY saves it.
 */
export function TimeRangePicker({
  value,
  onChange,
  columnPlaceholder,
  status,
  now = systemNow,
}: TimeRangePickerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState<{ placement: PopoverPlacement; now: Date; serial: number }>({
    placement: 'right',
    now: new Date(0),
    serial: 0,
  });
  const saved = useActualTimeRange(value);
  const actual = saved.status === 'done' ? actualRangeText(saved, columnPlaceholder) : null;

  const show = () => {
    setOpening((previous) => ({
      placement: placementOf(triggerRef.current),
      now: now(),
      serial: previous.serial + 1,
    }));
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (closesPopover(event)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const type = rangeTypeOf(value);
  const label = status === 'error' ? dateFilterMessages.defaultValueRequired : triggerLabel(value, actual);
  const tooltip =
    saved.status === 'error' ? (
      saved.message
    ) : (
      <div data-testid="time-range-tooltip">
        {(type === 'Custom' || type === 'Advanced') && <div>{value}</div>}
        {actual && <div>{actual}</div>}
      </div>
    );

  return (
    <Tooltip title={tooltip} open={open ? false : undefined} placement="top">
      <span className="time-range-picker">
        <Popover
          open={open}
          onOpenChange={(next) => (next ? show() : setOpen(false))}
          trigger="click"
          placement={opening.placement}
          title={dateFilterMessages.popoverTitle}
          styles={{ root: { width: TIME_RANGE_POPOVER_WIDTH } }}
          destroyOnHidden
          content={
            open && (
              <TimeRangeEditor
                key={opening.serial}
                value={value}
                now={opening.now}
                columnPlaceholder={columnPlaceholder}
                onCancel={() => setOpen(false)}
                onApply={(next) => {
                  setOpen(false);
                  if (next !== value) onChange(next);
                }}
              />
            )
          }
        >
          <Button
            ref={triggerRef}
            block
            danger={status === 'error'}
            className={
              value === NO_TIME_RANGE ? 'time-range-trigger time-range-trigger-empty' : 'time-range-trigger'
            }
            data-testid="time-range-trigger"
            icon={<CalendarOutlined />}
          >
            <span className="time-range-trigger-label">{label}</span>
          </Button>
        </Popover>
      </span>
    </Tooltip>
  );
}
