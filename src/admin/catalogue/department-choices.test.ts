import { describe, expect, it } from 'vitest';
import type { Department } from '../../../contract/shop';
import { departmentChoices } from './department-choices';

const dep = (id: number, parent: number | null, name: string, path: string): Department => ({ id, parent, slug: path.split('.').pop()!, path, name });

describe('the department choices of the article forms', () => {
  it('names each department with its parents and lists it under them, whatever order the shop answers in', () => {
    const departments = [
      dep(1, null, 'Componenti', 'componenti'),
      dep(5, 3, 'E-bike', 'bici.e-bike'),
      dep(2, null, 'Abbigliamento', 'abbigliamento'),
      dep(6, 3, 'Telai strada', 'bici.telai-strada'),
      dep(3, null, 'Bici', 'bici'),
      dep(7, 1, 'Ruote', 'componenti.ruote'),
    ];
    expect(departmentChoices(departments).map((c) => c.label)).toEqual([
      'Abbigliamento', 'Bici', 'Bici / E-bike', 'Bici / Telai strada', 'Componenti', 'Componenti / Ruote',
    ]);
    expect(departmentChoices(departments).find((c) => c.id === 5)).toEqual({ id: 5, label: 'Bici / E-bike', depth: 1 });
  });

  it('a parent missing from the list leaves the child named alone, not under another', () => {
    expect(departmentChoices([dep(9, 42, 'Caschi', 'x.caschi')]).map((c) => c.label)).toEqual(['Caschi']);
  });
});
