// The generated catalogue, before it gets database ids: articles refer to each other by `ref`
// (their index in `articles`).
import type { DrawnImage } from '../draw.js';
import type { Tr } from '../i18n.js';
import type { AttributeSlug } from '../data/attributes.js';

export type Grade = 'simple' | 'container' | 'variant' | 'bundle';

export interface ImageRef { key: string; alt: Tr }
export interface OptionRef { attribute: AttributeSlug; code: string }
export interface ExtendedField { label: Tr; value: Tr }

export interface GeneratedArticle {
  ref: number;
  grade: Grade;
  typeId: string;
  containerRef: number | null;
  sku: string;
  slug: string;
  brandSlug: string;
  name: Tr;
  description: Tr | null;
  /** Leaf department slug; variants have none (they are reached through their container). */
  categorySlug: string | null;
  available: boolean;
  stockOn: boolean;
  stockQuantity: number;
  cartMin: number | null;
  cartMax: number | null;
  priceGross: number;
  priceDiscounted: number | null;
  vatRate: number;
  extendedFields: ExtendedField[];
  highlighted: boolean;
  pg18: boolean;
  createdAt: Date;
  options: OptionRef[];
  images: ImageRef[];
  labels: string[];
  carbon: boolean;
}

export interface GeneratedCatalogue {
  articles: GeneratedArticle[];
  images: Map<string, DrawnImage>;
  bundles: { bundleRef: number; memberRefs: number[] }[];
  relateds: { ref: number; relatedRef: number }[];
  families: { name: string; refs: number[] }[];
  /** Promo page slug → article refs. */
  promos: Map<string, number[]>;
}
