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

function boxContains(box: Box, point: Point): boolean {
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

/** Where boxes start and how far they reach along the direction a container lays its children out. */
const AXES = {
  horizontal: {
    start: (box: Box) => box.left,
    length: (box: Box) => box.width,
    of: (point: Point) => point.x,
  },
  vertical: { start: (box: Box) => box.top, length: (box: Box) => box.height, of: (point: Point) => point.y },
};

/** The child index the pointer points at: the number of children whose middle lies before it. */
export function dropIndexFromPointer(
  point: Point,
  childBoxes: readonly Box[],
  orientation: DropOrientation,
): number {
  const axis = AXES[orientation];
  return childBoxes.filter((box) => axis.of(point) > axis.start(box) + axis.length(box) / 2).length;
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
  // Along the children's direction the line sits in the gap before child `index`, or after the last.
  const axis = AXES[orientation];
  const before = childBoxes[index];
  const last = childBoxes[childBoxes.length - 1];
  const middle = before
    ? axis.start(before) - HALF_GAP / 2
    : last
      ? axis.start(last) + axis.length(last) + HALF_GAP / 2
      : axis.start(container) + HALF_GAP / 2;
  const start = middle - DROP_INDICATOR_SIZE / 2;
  return orientation === 'horizontal'
    ? { left: start, top: container.top, width: DROP_INDICATOR_SIZE, height: container.height }
    : { left: container.left, top: start, width: container.width, height: DROP_INDICATOR_SIZE };
}
