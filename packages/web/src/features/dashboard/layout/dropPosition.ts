/**
 * Where a dragged component lands, from the pointer: the innermost container under the pointer that
 * accepts it, the index among that container's children, and the line drawn to show the spot. Pure, in
 * viewport pixels, so it can be tested without a DOM.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Rows lay their children out left to right; every other container stacks them top to bottom. */
export type DropOrientation = 'horizontal' | 'vertical';

export interface DropCandidate {
  id: string;
  box: Box;
}

/** The thickness of the drop indicator line, in pixels. */
export const DROP_INDICATOR_SIZE = 4;
/** Half the gap between two components: the indicator sits in the middle of it. */
const HALF_GAP = 8;

export function boxContains(box: Box, point: Point): boolean {
  return (
    point.x >= box.left &&
    point.x <= box.left + box.width &&
    point.y >= box.top &&
    point.y <= box.top + box.height
  );
}

/**
 * The smallest (innermost) container under the pointer that accepts the dragged component; when a row is
 * full the pointer falls through to the grid or tab around it, which then gets a new row.
 */
export function innermostAcceptingTarget<T extends DropCandidate>(
  candidates: readonly T[],
  point: Point,
  accepts: (candidate: T) => boolean,
): T | null {
  const under = candidates
    .filter((candidate) => boxContains(candidate.box, point))
    .sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height);
  return under.find(accepts) ?? null;
}

/** The child index the pointer points at: the number of children whose middle lies before it. */
export function dropIndexFromPointer(
  point: Point,
  childBoxes: readonly Box[],
  orientation: DropOrientation,
): number {
  let index = 0;
  for (const box of childBoxes) {
    const middle = orientation === 'horizontal' ? box.left + box.width / 2 : box.top + box.height / 2;
    if ((orientation === 'horizontal' ? point.x : point.y) > middle) index += 1;
  }
  return index;
}

/**
 * True when dropping a child of the same container at `index` (counted with the child still in place)
 * would leave it where it is.
 */
export function isSameSpot(currentIndex: number, index: number): boolean {
  return currentIndex >= 0 && (index === currentIndex || index === currentIndex + 1);
}

/**
 * The indicator line for a drop at `index`: across the container between stacked children, or a
 * vertical line between a row's children.
 */
export function indicatorBox(
  index: number,
  childBoxes: readonly Box[],
  container: Box,
  orientation: DropOrientation,
): Box {
  const half = DROP_INDICATOR_SIZE / 2;
  if (orientation === 'horizontal') {
    const before = childBoxes[index];
    const last = childBoxes[childBoxes.length - 1];
    const x = before
      ? before.left - HALF_GAP / 2
      : last
        ? last.left + last.width + HALF_GAP / 2
        : container.left + HALF_GAP / 2;
    return { left: x - half, top: container.top, width: DROP_INDICATOR_SIZE, height: container.height };
  }
  const before = childBoxes[index];
  const last = childBoxes[childBoxes.length - 1];
  const y = before
    ? before.top - HALF_GAP / 2
    : last
      ? last.top + last.height + HALF_GAP / 2
      : container.top + HALF_GAP / 2;
  return { left: container.left, top: y - half, width: container.width, height: DROP_INDICATOR_SIZE };
}
