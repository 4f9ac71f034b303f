import { describe, expect, it } from 'vitest';
import { METRIC_POPOVER_MIN_SIZE, resizedPopover } from './popoverSize';

describe('metric popover resizing', () => {
  it('grows without an upper bound', () => {
    expect(resizedPopover({ width: 320, height: 240 }, 5000, 3000)).toEqual({ width: 5320, height: 3240 });
  });
  it('never shrinks below the minimum width and height', () => {
    expect(resizedPopover({ width: 400, height: 300 }, -500, -500)).toEqual(METRIC_POPOVER_MIN_SIZE);
    expect(resizedPopover({ width: 400, height: 300 }, -50, 10)).toEqual({ width: 350, height: 310 });
  });
});
