import { describe, expect, it } from 'vitest';
import type { Department } from '../../../contract/shop';
import { buildDepartmentTree } from './buildDepartmentTree';

function dep(id: number, parent: number | null, slug: string, path = slug): Department {
  return { id, parent, slug, path, name: slug.toUpperCase() };
}

const flat: Department[] = [
  dep(1, null, 'bici'),
  dep(2, 1, 'strada', 'bici.strada'),
  dep(3, 2, 'endurance', 'bici.strada.endurance'),
  dep(4, 3, 'too-deep', 'bici.strada.endurance.too-deep'),
  dep(5, null, 'ruote'),
  dep(6, 1, 'gravel', 'bici.gravel'),
  dep(7, 5, 'carbonio', 'ruote.carbonio'),
];

const slugs = (nodes: ReturnType<typeof buildDepartmentTree>) => nodes.map((n) => n.department.slug);

describe('buildDepartmentTree', () => {
  it('nests children under their parent, in the order the shop sent them', () => {
    const tree = buildDepartmentTree(flat);
    expect(slugs(tree)).toEqual(['bici', 'ruote']);
    expect(slugs(tree[0]!.children)).toEqual(['strada', 'gravel']);
    expect(slugs(tree[0]!.children[0]!.children)).toEqual(['endurance']);
    expect(slugs(tree[1]!.children)).toEqual(['carbonio']);
  });

  it('stops at three levels and records each node depth', () => {
    const endurance = buildDepartmentTree(flat)[0]!.children[0]!.children[0]!;
    expect(endurance.depth).toBe(3);
    expect(endurance.children).toEqual([]);
  });

  it('treats a department whose parent is missing as a root', () => {
    const tree = buildDepartmentTree([dep(10, 99, 'orfano'), dep(11, 10, 'figlio')]);
    expect(slugs(tree)).toEqual(['orfano']);
    expect(slugs(tree[0]!.children)).toEqual(['figlio']);
  });

  it('ignores a parent cycle instead of looping, and gives an empty menu for no departments', () => {
    expect(buildDepartmentTree([dep(1, 2, 'a'), dep(2, 1, 'b')])).toEqual([]);
    expect(buildDepartmentTree([])).toEqual([]);
  });
});
