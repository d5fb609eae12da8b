// Attribute selection (docs/product/catalogue.md#variants): an
// option is disabled when no existing, in-stock variant has it together with the options chosen
// in the other attributes; a chosen option that becomes disabled is cleared.

export interface SelectableAttribute {
  id: number;
  options: readonly { id: number }[];
}

export interface SelectableVariant {
  id: number;
  /** One option id per attribute. */
  options: readonly number[];
  inStock: boolean;
}

/** Attribute id → chosen option id (absent or null: not chosen). */
export type Selection = Readonly<Record<number, number | null | undefined>>;

function fitsOthers(variant: SelectableVariant, attributes: readonly SelectableAttribute[], selection: Selection, except: number): boolean {
  return attributes.every((a) => {
    const chosen = selection[a.id];
    return a.id === except || chosen === null || chosen === undefined || variant.options.includes(chosen);
  });
}

/** Ids of the options nothing in stock would match, given the other attributes' choices. */
export function disabledOptions(
  attributes: readonly SelectableAttribute[],
  variants: readonly SelectableVariant[],
  selection: Selection,
): Set<number> {
  const disabled = new Set<number>();
  for (const attribute of attributes) {
    const candidates = variants.filter((v) => v.inStock && fitsOthers(v, attributes, selection, attribute.id));
    for (const option of attribute.options) {
      if (!candidates.some((v) => v.options.includes(option.id))) disabled.add(option.id);
    }
  }
  return disabled;
}

/**
 * Applies a choice and clears every other choice it made impossible (the attribute just chosen
 * keeps its option). Returns the new selection and what is disabled under it.
 */
export function choose(
  attributes: readonly SelectableAttribute[],
  variants: readonly SelectableVariant[],
  selection: Selection,
  attributeId: number,
  optionId: number | null,
): { selection: Record<number, number | null>; disabled: Set<number> } {
  const next: Record<number, number | null> = {};
  for (const a of attributes) next[a.id] = selection[a.id] ?? null;
  next[attributeId] = optionId;
  for (;;) {
    const disabled = disabledOptions(attributes, variants, next);
    const stale = attributes.find((a) => a.id !== attributeId && next[a.id] !== null && disabled.has(next[a.id]!));
    if (!stale) return { selection: next, disabled };
    next[stale.id] = null;
  }
}

/** The variant having exactly the chosen options once every attribute is chosen, else null. */
export function matchingVariant(
  attributes: readonly SelectableAttribute[],
  variants: readonly SelectableVariant[],
  selection: Selection,
): number | null {
  const chosen = attributes.map((a) => selection[a.id]);
  if (chosen.some((c) => c === null || c === undefined)) return null;
  const match = variants.find((v) => v.options.length === chosen.length && chosen.every((c) => v.options.includes(c!)));
  return match?.id ?? null;
}

/**
 * The selector's inputs from an Article's attributes: each option lists the variants having it
 * (`variants`) and those in stock (`variants2`).
 */
export function selectableFromAttributes(
  attributes: readonly { id: number; options: readonly { id: number; variants: readonly number[]; variants2: readonly number[] }[] }[],
): { attributes: SelectableAttribute[]; variants: SelectableVariant[] } {
  const byId = new Map<number, { options: number[]; inStock: boolean }>();
  for (const attribute of attributes) {
    for (const option of attribute.options) {
      for (const id of option.variants) {
        const entry = byId.get(id) ?? { options: [], inStock: true };
        entry.options.push(option.id);
        if (!option.variants2.includes(id)) entry.inStock = false;
        byId.set(id, entry);
      }
    }
  }
  return {
    attributes: attributes.map((a) => ({ id: a.id, options: a.options.map((o) => ({ id: o.id })) })),
    variants: [...byId].map(([id, v]) => ({ id, options: v.options, inStock: v.inStock })),
  };
}
