// The department tree (three levels at most). Slugs are unique across departments AND brands,
// because /d/{slug} resolves both.
import type { DrawKind } from '../draw.js';
import type { Tr } from '../i18n.js';

export interface DepartmentSeed {
  slug: string;
  name: Tr;
  short: Tr;
  description: Tr;
  icon: string;
  cover: { kind: DrawKind; color1: string; color2: string };
  children?: DepartmentSeed[];
}

export const dep = (slug: string, icon: string, cover: DepartmentSeed['cover'], name: Tr, short: Tr, description: Tr, children?: DepartmentSeed[]): DepartmentSeed =>
  ({ slug, icon, cover, name, short, description, ...(children ? { children } : {}) });
