/** Native HTML5 drag and drop in jsdom, started the way the dataset panel and the pills start it. Tests only. */
import { fireEvent } from '@testing-library/react';
import type { DragEvent } from 'react';
import type { DragItem } from '../../../features/shared/controls/dragItems';
import { endDrag, startDrag } from '../../../features/shared/controls/dragItems';

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

/** Drops an item dragged the way the dataset panel drags one (startDrag); tells whether the target highlighted. */
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
