// The rules of the store's category tree that staff rearrange in the console: where a category may go (never under
// itself or anything below it, which would cut a branch off the tree into a loop) and the order of siblings after a
// move up, down or a drop at a place.

export type TreeNode = { id: string; parentId: string | null };

/** The ids of every category below `id` (children, their children, …), not `id` itself. */
export function descendantIds(nodes: readonly TreeNode[], id: string): Set<string> {
  const below = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const current = queue.shift()!;
    for (const n of nodes) {
      if (n.parentId === current && !below.has(n.id) && n.id !== id) {
        below.add(n.id);
        queue.push(n.id);
      }
    }
  }
  return below;
}

/** Why a category cannot go under a parent, or null when it can (null parent: the top of the tree). */
export function moveProblem(nodes: readonly TreeNode[], id: string, parentId: string | null): 'unknown' | 'self' | 'descendant' | null {
  if (!nodes.some((n) => n.id === id)) return 'unknown';
  if (parentId === null) return null;
  if (parentId === id) return 'self';
  if (!nodes.some((n) => n.id === parentId)) return 'unknown';
  return descendantIds(nodes, id).has(parentId) ? 'descendant' : null;
}

/** The parents a category may be moved under: every other category but those below it (the top is always allowed). */
export function allowedParents<T extends TreeNode>(nodes: readonly T[], id: string): T[] {
  const below = descendantIds(nodes, id);
  return nodes.filter((n) => n.id !== id && !below.has(n.id));
}

export type SiblingMove = 'up' | 'down' | { position: number };

/**
 * The siblings' order after moving `id` one place up or down, or to a position (0 first; clamped to the list), as a
 * drag and drop would. Unchanged when `id` is not among them.
 */
export function reorderSiblings(siblingIds: readonly string[], id: string, move: SiblingMove): string[] {
  const from = siblingIds.indexOf(id);
  if (from < 0) return [...siblingIds];
  const wanted = move === 'up' ? from - 1 : move === 'down' ? from + 1 : Math.trunc(move.position);
  const to = Math.max(0, Math.min(siblingIds.length - 1, Number.isFinite(wanted) ? wanted : from));
  const order = [...siblingIds];
  order.splice(to, 0, ...order.splice(from, 1));
  return order;
}
