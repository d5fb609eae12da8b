// The offline projection's provisional totals (src/offline/cart) against the server's cashier
// (server/domain/cart) on random carts, edits, shipping and payment choices and discount codes
// (decision 210). Both sides are pure here: the server's checkoutCashier is what checkoutState
// answers from the database's rows, and the shop's shipping methods reach the PWA through the
// server's own toShipping. The scenario is the real one: the server answered a cart, the
// customer edited it offline, and when the edits arrive the server answers the edited cart; the
// provisional totals must have been those, to the cent. A failure prints the seed, the command
// that replays the run and the shrunk case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem, Checkout } from '../../contract/checkout.js';
import { surchargeOf } from '../../contract/rules/payment.js';
import type { PromoRule } from '../../contract/rules/promo.js';
import { servesAs, SHIPPING_TYPES } from '../../contract/rules/shipping.js';
import { emptyCheckout } from '../../contract/test-checkout.js';
import { checkoutCashier, pricedLines, type AppliedPromo, type CashierChoices } from '../../server/domain/cart/cashier.js';
import { toShipping, type ShippingRow } from '../../server/domain/shop-commerce.js';
import type { CartPayload } from '../../src/offline/cart/types.js';
import { lineKey } from '../../src/offline/cart/line-key.js';
import { project } from '../../src/offline/cart/projection.js';

/** ≥ 1 000 random cases in CI (decision 210); FC_RUNS raises it when hunting. */
const RUNS = Math.max(1000, Number(process.env.FC_RUNS ?? 0));
/** The run's seed: a failure names it with the command that replays the run (FC_SEED=…). */
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const REPLAY = `FC_SEED=${SEED}${process.env.FC_RUNS ? ` FC_RUNS=${RUNS}` : ''} npx vitest run --project server tests/rules/cashier-agreement.test.ts`;

interface Article { articleId: number; unit: number; vatRate: number; bundle: boolean }
interface Line { article: Article; quantity: number }
type Edit = { kind: 'add'; article: Article; quantity: number } | { kind: 'set'; pick: number; quantity: number } | { kind: 'remove'; pick: number };

const COUNTRIES = ['IT', 'FR', 'DE'] as const;

const articleArb = fc.record({
  // A few common prices too, so lines of equal totals (ties in spreading a fixed discount) come up.
  unit: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.constantFrom(999, 1999, 4999)),
  vatRate: fc.constantFrom(4, 10, 22),
  bundle: fc.boolean(),
});
/** Articles 1..12, each with one price, VAT rate and grade for the whole case. */
const catalogueArb = fc.array(articleArb, { minLength: 12, maxLength: 12 })
  .map((list) => list.map((a, i): Article => ({ ...a, articleId: i + 1 })));

const shippingRowArb = fc.record({
  type: fc.constantFrom(...SHIPPING_TYPES),
  countries: fc.subarray([...COUNTRIES], { minLength: 0 }),
  feeGross: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
  freeFromGross: fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }),
});

type DrawnShipping = typeof shippingRowArb extends fc.Arbitrary<infer T> ? T : never;

const promoArb: fc.Arbitrary<AppliedPromo | null> = fc.option(fc.record({
  type: fc.constantFrom<PromoRule['type']>('percentage', 'price', 'articles'),
  value: fc.integer({ min: 0, max: 100_000 }),
  minCart: fc.record({ on: fc.boolean(), value: fc.integer({ min: 0, max: 500_000 }) }),
}).map((rule): AppliedPromo => ({
  id: 7, code: 'CODICE', rule: rule.type === 'percentage' ? { ...rule, value: rule.value % 101 } : rule.type === 'articles' ? { ...rule, value: 0 } : rule,
})), { nil: null });

const editArb = (catalogue: Article[]): fc.Arbitrary<Edit> => fc.oneof(
  fc.record({ kind: fc.constant('add' as const), article: fc.constantFrom(...catalogue), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), quantity: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

const caseArb = catalogueArb.chain((catalogue) => fc.record({
  start: fc.uniqueArray(fc.record({ article: fc.constantFrom(...catalogue), quantity: fc.integer({ min: 1, max: 5 }) }), {
    maxLength: 6, selector: (l) => l.article.articleId,
  }),
  edits: fc.array(editArb(catalogue), { minLength: 1, maxLength: 8 }),
  rows: fc.array(shippingRowArb, { maxLength: 5 }),
  country: fc.constantFrom(...COUNTRIES),
  chosenAt: fc.option(fc.nat(), { nil: null }),
  payment: fc.option(fc.record({ on: fc.boolean(), value: fc.integer({ min: -500, max: 2_000 }) }), { nil: null }),
  promo: promoArb,
}));

function shippingRow(drawn: DrawnShipping, index: number): ShippingRow {
  const name = { it: `Metodo ${index + 1}` };
  return {
    id: index + 1, shopId: 'raggio', type: drawn.type, name, description: null, countries: drawn.countries,
    feeGross: drawn.feeGross, freeFromGross: drawn.freeFromGross, deliveryAverageDays: null, pickup: null, openingHours: null,
    active: true, position: index,
  } as ShippingRow;
}

/** A cart line as the server answers it (bounds wide enough for every drawn quantity). */
function cartItem(line: Line): CartItem {
  const { articleId, unit, vatRate, bundle } = line.article;
  return {
    id: `00000000-0000-4000-8000-${String(articleId).padStart(12, '0')}`, articleId, containerId: null, selection: [],
    name: `Articolo ${articleId}`, sku: `SKU${articleId}`, slug: `articolo-${articleId}`, quantity: line.quantity,
    prices: { gross: unit, discount: 0, unit, total: unit * line.quantity },
    vatRate, grade: bundle ? 'bundle' : 'simple', options: [], members: [], stock: { on: false, quantity: 0 },
    cart: { quantity: { min: { on: false, value: 1 }, max: { on: false, value: 99 } } },
    bounds: { min: 1, max: 99 }, issue: null,
  };
}

/** The server's cart after the edits: its lines in the order they were added, as the database keeps them. */
function serverLines(start: readonly Line[], edits: readonly Edit[]): Line[] {
  let lines = [...start];
  for (const edit of edits) {
    if (edit.kind === 'add') {
      const at = lines.findIndex((l) => l.article.articleId === edit.article.articleId);
      lines = at < 0 ? [...lines, { article: edit.article, quantity: edit.quantity }]
        : lines.map((l, i) => (i === at ? { ...l, quantity: l.quantity + edit.quantity } : l));
    } else if (lines.length > 0) {
      const at = edit.pick % lines.length;
      lines = edit.kind === 'remove' ? lines.filter((_, i) => i !== at) : lines.map((l, i) => (i === at ? { ...l, quantity: edit.quantity } : l));
    }
  }
  return lines;
}

/** The same edits as the PWA queues them, named by line key against the cart as it stands at each edit. */
function payloads(start: readonly Line[], edits: readonly Edit[]): CartPayload[] {
  const out: CartPayload[] = [];
  let lines = [...start];
  for (const edit of edits) {
    if (edit.kind === 'add') {
      const line = cartItem({ article: edit.article, quantity: edit.quantity });
      out.push({ kind: 'add', lineKey: lineKey(edit.article.articleId), body: { id: edit.article.articleId, quantity: edit.quantity }, line });
    } else if (lines.length > 0) {
      const key = lineKey(lines[edit.pick % lines.length]!.article.articleId);
      out.push(edit.kind === 'remove' ? { kind: 'remove', lineKey: key } : { kind: 'setQuantity', lineKey: key, quantity: edit.quantity });
    }
    lines = serverLines(lines, [edit]);
  }
  return out;
}

/** What checkoutState hands the cashier for these lines (server/domain/cart/cashier.ts pricedLines). */
const priced = (lines: readonly Line[]) => pricedLines(lines.map((l) => ({ item: cartItem(l), vatRate: l.article.vatRate })));

describe('the offline provisional cashier and the server cashier', () => {
  it(`agree to the cent on random carts, edits, shipping and payment choices and discount codes (${RUNS} cases)`, () => {
    const details = fc.check(fc.property(caseArb, (drawn) => {
      const rows = drawn.rows.map(shippingRow);
      // The server drops a choice whose method no longer serves the country (resolveChoices).
      const row = drawn.chosenAt === null || rows.length === 0 ? undefined : rows[drawn.chosenAt % rows.length];
      const shipping = row && servesAs(row, row.type, drawn.country) ? { id: row.id, method: row.type } : null;
      const choices: CashierChoices = { country: drawn.country, shipping, paymentSurcharge: drawn.payment ? surchargeOf(drawn.payment) : 0 };

      const before = checkoutCashier(priced(drawn.start), rows, choices, drawn.promo);
      const startItems = drawn.start.map(cartItem);
      const base: Checkout = {
        ...emptyCheckout(),
        items: startItems.filter((i) => i.grade !== 'bundle'),
        bundleItems: startItems.filter((i) => i.grade === 'bundle'),
        cashier: before,
        delivery: { country: drawn.country, time: null },
        shipping: { method: shipping?.method ?? null, id: shipping?.id ?? null, pickup: null },
      };
      const shopShippings = rows.map((r) => toShipping(r, 'it'));
      const entries = payloads(drawn.start, drawn.edits).map((payload) => ({ payload }));
      const provisional = project(base, entries, shopShippings).state.cashier;

      const after = checkoutCashier(priced(serverLines(drawn.start, drawn.edits)), rows, choices, drawn.promo);
      expect(provisional).toEqual(after);
    }), { numRuns: RUNS, seed: SEED });
    if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n\nReplay this run: ${REPLAY}`);
  });
});
