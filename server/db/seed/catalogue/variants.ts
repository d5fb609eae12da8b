// The option sets of a container's variants: one option per attribute, no two variants alike.
import { CLOTHING_SIZES, COLOURS, FRAME_SIZES, SHOE_SIZES, WHEEL_SIZES, type AttributeSlug } from '../data/attributes.js';
import type { Axis } from '../data/product-types.js';
import type { Rng } from '../prng.js';
import type { OptionRef } from './types.js';

const AXIS_ATTRIBUTE: Record<Axis, AttributeSlug> = {
  frame: 'taglia', size: 'taglia', helmet: 'taglia', colour: 'colore', wheel: 'ruota', shoe: 'misura-scarpe',
};

/** A run of consecutive values, e.g. sizes 50-56. */
function run(rng: Rng, values: readonly string[], min: number, max: number): string[] {
  const length = Math.min(values.length, rng.int(min, max));
  const start = rng.int(0, values.length - length);
  return values.slice(start, start + length);
}

function axisCodes(rng: Rng, axis: Axis): string[] {
  switch (axis) {
    case 'frame': return run(rng, FRAME_SIZES, 3, 5);
    case 'size': return run(rng, CLOTHING_SIZES, 3, 5);
    case 'helmet': return ['S', 'M', 'L'];
    case 'colour': return rng.sample(COLOURS.map((c) => c.code), rng.int(1, 3));
    case 'wheel': return rng.chance(0.7) ? [...WHEEL_SIZES] : [rng.pick(WHEEL_SIZES)];
    case 'shoe': return run(rng, SHOE_SIZES, 5, 9);
  }
}

/**
 * Option sets for the variants of a container with these axes, at most `cap` of them.
 * Axes are shortened (longest first) until the full grid fits; then a few combinations are left
 * out, as real shops do, so some options are only partly available.
 */
export function variantOptionSets(rng: Rng, axes: readonly Axis[], cap: number): OptionRef[][] {
  const lists = axes.map((axis) => ({ attribute: AXIS_ATTRIBUTE[axis], codes: axisCodes(rng, axis) }));
  const size = () => lists.reduce((n, l) => n * l.codes.length, 1);
  while (size() > cap) {
    const longest = lists.reduce((a, b) => (b.codes.length > a.codes.length ? b : a));
    if (longest.codes.length === 1) break;
    longest.codes.pop();
  }
  let sets: OptionRef[][] = [[]];
  for (const list of lists) {
    sets = sets.flatMap((set) => list.codes.map((code) => [...set, { attribute: list.attribute, code }]));
  }
  if (sets.length > 3) {
    const kept = sets.filter(() => !rng.chance(0.1));
    if (kept.length > 0) sets = kept;
  }
  return sets.slice(0, Math.max(1, cap));
}

export const colourOf = (code: string) => COLOURS.find((c) => c.code === code);
