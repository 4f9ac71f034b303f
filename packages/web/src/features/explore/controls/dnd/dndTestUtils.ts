import { fireEvent } from '@testing-library/react';
import type { DragEvent } from 'react';
import type { DragItem } from '../../dnd/dragItems';
import { endDrag, startDrag } from '../../dnd/dragItems';

// CodeMirror measures text ranges, which jsdom does not lay out (it would log a TypeError).
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

/** A stand-in for the browser's DataTransfer, which jsdom lacks. */
export function fakeDataTransfer() {
  const data = new Map<string, string>();
  return {
    dropEffect: 'none',
    effectAllowed: 'all',
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
}

function dragOverAndDrop(target: Element, dataTransfer: ReturnType<typeof fakeDataTransfer>) {
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  const highlighted =
    target.getAttribute('data-drop-over') === 'true' || target.classList.contains('sl-dnd-pill-over');
  fireEvent.drop(target, { dataTransfer });
  return { highlighted };
}

/** Drops a dataset-panel item (column or metric) on a target; tells whether the target highlighted. */
export function dropFromPanel(target: Element, item: DragItem): { highlighted: boolean } {
  const dataTransfer = fakeDataTransfer();
  startDrag({ dataTransfer } as unknown as DragEvent, item);
  const result = dragOverAndDrop(target, dataTransfer);
  endDrag();
  return result;
}

/** Drags a pill (which starts its own drag) onto a target. */
export function dragPill(pill: Element, target: Element): { highlighted: boolean } {
  const dataTransfer = fakeDataTransfer();
  fireEvent.dragStart(pill, { dataTransfer });
  const result = dragOverAndDrop(target, dataTransfer);
  fireEvent.dragEnd(pill, { dataTransfer });
  return result;
}

/** Whether the popover holding this test id is shown (antd keeps a closing popover in the page). */
export function isPopoverShown(testId: string): boolean {
  const element = document.querySelector(`[data-testid="${testId}"]`);
  const popover = element?.closest('.ant-popover');
  if (!element || !popover) return false;
  return !/-leave|ant-popover-hidden/.test(popover.className);
}
