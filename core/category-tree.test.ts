import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedParents, descendantIds, moveProblem, reorderSiblings, type TreeNode } from './category-tree';

// electronics ─┬─ phones ── cases
//              └─ audio
// home
const tree: TreeNode[] = [
  { id: 'electronics', parentId: null },
  { id: 'phones', parentId: 'electronics' },
  { id: 'cases', parentId: 'phones' },
  { id: 'audio', parentId: 'electronics' },
  { id: 'home', parentId: null },
];

describe('category tree moves', () => {
  it('knows what is below a category', () => {
    expect([...descendantIds(tree, 'electronics')].sort()).toEqual(['audio', 'cases', 'phones']);
    expect([...descendantIds(tree, 'cases')]).toEqual([]);
  });

  it('lets a category go to the top, under a sibling or under another branch', () => {
    expect(moveProblem(tree, 'phones', null)).toBeNull();
    expect(moveProblem(tree, 'audio', 'phones')).toBeNull();
    expect(moveProblem(tree, 'cases', 'home')).toBeNull();
    expect(moveProblem(tree, 'electronics', 'home')).toBeNull();
  });

  it('never under itself or anything below it', () => {
    expect(moveProblem(tree, 'phones', 'phones')).toBe('self');
    expect(moveProblem(tree, 'electronics', 'phones')).toBe('descendant');
    expect(moveProblem(tree, 'electronics', 'cases')).toBe('descendant');
    expect(moveProblem(tree, 'nope', null)).toBe('unknown');
    expect(moveProblem(tree, 'phones', 'nope')).toBe('unknown');
  });

  it('offers as parents everything but the category and its branch', () => {
    expect(allowedParents(tree, 'electronics').map((n) => n.id)).toEqual(['home']);
    expect(allowedParents(tree, 'phones').map((n) => n.id)).toEqual(['electronics', 'audio', 'home']);
  });

  it('keeps the tree a tree whatever allowed moves are made', () => {
    const ids = tree.map((n) => n.id);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ids), fc.option(fc.constantFrom(...ids), { nil: null })), { maxLength: 30 }), (moves) => {
        let nodes = tree.map((n) => ({ ...n }));
        for (const [id, parentId] of moves) {
          if (moveProblem(nodes, id, parentId) === null) nodes = nodes.map((n) => (n.id === id ? { ...n, parentId } : n));
        }
        // Every category reaches the top by its parents without meeting itself again.
        for (const start of nodes) {
          const seen = new Set<string>();
          for (let n: TreeNode | undefined = start; n; n = nodes.find((p) => p.id === n!.parentId)) {
            expect(seen.has(n.id)).toBe(false);
            seen.add(n.id);
          }
        }
      }),
    );
  });
});

describe('sibling order', () => {
  const order = ['a', 'b', 'c', 'd'];
  it('moves one place up or down, and stays put at the ends', () => {
    expect(reorderSiblings(order, 'c', 'up')).toEqual(['a', 'c', 'b', 'd']);
    expect(reorderSiblings(order, 'b', 'down')).toEqual(['a', 'c', 'b', 'd']);
    expect(reorderSiblings(order, 'a', 'up')).toEqual(order);
    expect(reorderSiblings(order, 'd', 'down')).toEqual(order);
  });

  it('drops at a position, clamped to the list', () => {
    expect(reorderSiblings(order, 'd', { position: 0 })).toEqual(['d', 'a', 'b', 'c']);
    expect(reorderSiblings(order, 'a', { position: 2 })).toEqual(['b', 'c', 'a', 'd']);
    expect(reorderSiblings(order, 'a', { position: 99 })).toEqual(['b', 'c', 'd', 'a']);
    expect(reorderSiblings(order, 'b', { position: -3 })).toEqual(['b', 'a', 'c', 'd']);
    expect(reorderSiblings(order, 'x', 'up')).toEqual(order);
  });
});
