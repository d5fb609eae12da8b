// Article texts: description paragraphs and extended fields, composed per language.
import { compose, same, t, type Tr } from '../i18n.js';
import { CLOSINGS, GROUP_TEXTS } from '../data/descriptions.js';
import { MATERIALS, type MaterialKey } from '../data/materials.js';
import type { ProductType } from '../data/product-types.js';
import type { Rng } from '../prng.js';
import type { ExtendedField } from './types.js';

const paragraph = (parts: Tr[]) => compose(['<p>', compose(parts), '</p>'], '');

export function description(rng: Rng, type: ProductType): Tr {
  const texts = GROUP_TEXTS[type.group];
  const [first, second] = rng.sample(texts.features, 2);
  const body = paragraph([rng.pick(texts.intros), ...(first ? [first] : []), ...(second ? [second] : [])]);
  return compose([body, paragraph([rng.pick(CLOSINGS)])], '');
}

const WEIGHT = t('Peso', 'Weight', 'Poids', 'Peso', 'Gewicht');
const MATERIAL = t('Materiale', 'Material', 'Matériau', 'Material', 'Material');
const GEOMETRY = t('Geometria (taglia 54)', 'Geometry (size 54)', 'Géométrie (taille 54)', 'Geometría (talla 54)', 'Geometrie (Größe 54)');
const PAGES = t('Pagine', 'Pages', 'Pages', 'Páginas', 'Seiten');

/** Weight is written with a comma decimal and Kg (docs/product/catalogue.md#constants). */
export const kilograms = (kg: number) => same(`${kg.toFixed(2).replace('.', ',')} Kg`);

export function extendedFields(rng: Rng, type: ProductType, material: MaterialKey): ExtendedField[] {
  const [min, max] = type.weightKg;
  const fields: ExtendedField[] = [
    { label: WEIGHT, value: kilograms(min + rng.next() * (max - min)) },
    { label: MATERIAL, value: MATERIALS[material] },
  ];
  if (type.geometry) {
    fields.push({ label: GEOMETRY, value: same(`Stack ${rng.int(540, 600)} mm · Reach ${rng.int(375, 400)} mm · ${rng.int(720, 740) / 10}°`) });
  }
  if (type.group === 'book') fields.push({ label: PAGES, value: same(String(rng.int(180, 320))) });
  return fields;
}
