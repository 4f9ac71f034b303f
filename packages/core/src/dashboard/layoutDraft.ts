import { needsRow, newComponentNodes, widthOf } from './layoutComponents.js';
import { descendantsOf, parentIdOf } from './layoutTree.js';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_ROOT_ID,
  type DashboardLayout,
  type LayoutNode,
} from './layoutTypes.js';

/**
 * A copy-on-write working copy of a layout for the edit operations: nodes are copied the first time
 * they are changed, so untouched nodes keep their identity (and React can skip them) and the input
 * layout is never mutated.
 */
export class LayoutDraft {
  private readonly nodes: Record<string, LayoutNode>;
  private readonly copied = new Set<string>();
  private changed = false;

  constructor(private readonly original: DashboardLayout) {
    this.nodes = { ...original };
  }

  /** The edited layout; the original object itself while nothing has changed. */
  get layout(): DashboardLayout {
    return this.changed ? this.nodes : this.original;
  }

  get(id: string): LayoutNode | undefined {
    return this.nodes[id];
  }

  /** The node, copied on first write; undefined for an unknown id. */
  edit(id: string): LayoutNode | undefined {
    const node = this.nodes[id];
    if (!node) return undefined;
    this.changed = true;
    if (!this.copied.has(id)) {
      this.nodes[id] = { ...node, children: [...node.children], meta: { ...node.meta } };
      this.copied.add(id);
    }
    return this.nodes[id];
  }

  add(node: LayoutNode): void {
    this.nodes[node.id] = node;
    this.copied.add(node.id);
    this.changed = true;
  }

  /** Takes `id` out of its parent's children; returns the parent's id. */
  detach(id: string): string | null {
    const parentId = parentIdOf(this.nodes, id);
    const parent = parentId ? this.edit(parentId) : undefined;
    if (parent) parent.children = parent.children.filter((child) => child !== id);
    return parentId;
  }

  /** Puts `id` among `parentId`'s children at `index` (clamped to the ends). */
  insert(id: string, parentId: string, index: number): void {
    const parent = this.edit(parentId);
    if (!parent) return;
    const at = Math.max(
      0,
      Math.min(Number.isFinite(index) ? Math.trunc(index) : parent.children.length, parent.children.length),
    );
    parent.children.splice(at, 0, id);
  }

  /**
   * Places a node that has no parent yet: CHART, MARKDOWN, COLUMN (and DYNAMIC) dropped on a GRID or TAB
   * are wrapped in a new ROW; charts and markdown dropped in a COLUMN take the column's width.
   */
  place(id: string, parentId: string, index: number): void {
    const node = this.nodes[id];
    const parent = this.nodes[parentId];
    if (!node || !parent) return;
    if ((parent.type === 'GRID' || parent.type === 'TAB') && needsRow(node.type)) {
      const [row] = newComponentNodes('ROW');
      row!.children.push(id);
      this.add(row!);
      this.insert(row!.id, parentId, index);
      return;
    }
    if (parent.type === 'COLUMN' && node.type !== 'COLUMN' && needsRow(node.type)) {
      this.edit(id)!.meta.width = widthOf(parent);
    }
    this.insert(id, parentId, index);
  }

  /** Removes the node `id` alone (its children stay in the map, to be placed elsewhere). */
  removeNode(id: string): void {
    delete this.nodes[id];
    this.changed = true;
  }

  /** Removes `id` and its subtree from the map (the caller detaches it first). */
  removeSubtree(id: string): void {
    for (const child of descendantsOf(this.nodes, id)) delete this.nodes[child];
    delete this.nodes[id];
    this.changed = true;
  }

  /**
   * After a child left `parentId`: an emptied ROW or COLUMN goes, and so does a TABS without a TAB, up
   * the tree as far as that empties parents. When the top-level TABS goes, the root gets an empty grid.
   */
  pruneEmpty(parentId: string | null): void {
    let id = parentId;
    while (id) {
      const node = this.nodes[id];
      if (!node || node.children.length > 0) return;
      if (node.type !== 'ROW' && node.type !== 'COLUMN' && node.type !== 'TABS') return;
      const grandParentId = this.detach(id);
      this.removeSubtree(id);
      if (node.type === 'TABS' && grandParentId === DASHBOARD_ROOT_ID) this.restoreGrid([]);
      id = grandParentId;
    }
  }

  /** Makes the root hold the grid (created when missing) with these children. */
  restoreGrid(children: string[]): void {
    const grid = this.edit(DASHBOARD_GRID_ID);
    if (grid) grid.children = children;
    else this.add({ id: DASHBOARD_GRID_ID, type: 'GRID', children, meta: {} });
    const root = this.edit(DASHBOARD_ROOT_ID);
    if (root) root.children = [DASHBOARD_GRID_ID];
  }
}
