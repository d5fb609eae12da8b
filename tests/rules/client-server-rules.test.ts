// Each rule moved to contract/rules (decision 210), asked of both sides on the same table: the
// form or offline function the PWA runs, and what the server does with the same value (its zod
// schemas, its cashier's quote, its payment choice). Pure: no database, no HTTP.
import { describe, expect, it } from 'vitest';
import { addressBodySchema } from '../../contract/address.js';
import { birthSchema, passwordSchema } from '../../contract/auth.js';
import { campaignIdSchema } from '../../contract/campaigns.js';
import { emailSchema } from '../../contract/email.js';
import { PASSWORD_MIN } from '../../contract/rules/account.js';
import { isPaidLater, PAYMENT_METHOD_IDS, switchedPayment } from '../../contract/rules/payment.js';
import { quotableOf, quoteShipping, SHIPPING_TYPES } from '../../contract/rules/shipping.js';
import { paymentSurchargeOf } from '../../server/domain/checkout/choices.js';
import { isOffline } from '../../server/domain/orders/transitions.js';
import { toPayments, toShipping, type PaymentRow, type ShippingRow } from '../../server/domain/shop-commerce.js';
import { isCampaignId } from '../../src/lib/campaign.js';
import { emailProblem } from '../../src/lib/email-rule.js';
import { addressBody, addressProblems, emptyAddressFields } from '../../src/ui/address/address-form-state.js';
import { birthYears } from '../../src/ui/form/birthday.js';
import { rules } from '../../src/ui/form/rules.js';
import { methodAllowed, surchargeOf } from '../../src/features/checkout/payment/payment-rules.js';

const EMAILS = [
  'mario.rossi@example.it', 'a+b@posta.example.com', "o'neil@example.ie", 'x@y.z', 'x@y.zz', '.a@example.it', 'a..b@example.it',
  'a.@example.it', 'a@-example.it', 'a@example', 'a b@example.it', 'àlex@example.it', `${'a'.repeat(243)}@example.it`,
  `${'a'.repeat(244)}@example.it`, 'a@example.it ', ' a@example.it', '',
];

describe('the e-mail pattern', () => {
  it.each(EMAILS)('the forms and the server agree on %j', (value) => {
    // The forms trim what they send; the server's schema judges what arrives.
    const trimmed = value.trim();
    expect(emailProblem(value) === null).toBe(emailSchema.safeParse(trimmed).success);
    expect(rules.email(value) === null).toBe(trimmed === '' || emailSchema.safeParse(trimmed).success);
  });
});

const invoiceFields = (over: Partial<typeof emptyAddressFields>) => ({
  ...emptyAddressFields, first: 'Mario', last: 'Rossi', province: 'PD', cap: 'PD_028060', city: 'Padova', zipcode: '35121',
  street: 'Via Roma 1', phone: '049 123456', isInvoice: true, company: 'Raggio srl', vatnumber: '01234567890',
  fiscalcode: '01234567890', pec: 'raggio@pec.it', sdi: '0000000', ...over,
});
const serverFieldError = (fields: typeof emptyAddressFields, path: string) => {
  const parsed = addressBodySchema.safeParse(addressBody(fields));
  return parsed.success ? false : parsed.error.issues.some((i) => i.path.join('.') === path);
};

describe('the VAT-number pattern and the PEC', () => {
  it.each(['01234567890', ' 01234567890 ', '0123456789', '012345678901', 'IT01234567890', '0123456789a'])(
    'the address form and the server agree on the VAT number %j', (vatnumber) => {
      const fields = invoiceFields({ vatnumber });
      expect(addressProblems(fields).vatnumber === undefined).toBe(!serverFieldError(fields, 'invoice.vatnumber'));
      expect(rules.vat(vatnumber) === null).toBe(!serverFieldError(fields, 'invoice.vatnumber'));
    },
  );
  it.each(['raggio@pec.it', 'raggio@pec', 'raggio.@pec.it'])('the address form and the server agree on the PEC %j', (pec) => {
    const fields = invoiceFields({ pec });
    expect(addressProblems(fields).pec === undefined).toBe(!serverFieldError(fields, 'invoice.pec'));
  });
});

describe('the campaign-id pattern', () => {
  it.each(['primavera-26', 'a', 'a_b', '-a', 'A', 'a'.repeat(64), 'a'.repeat(65), 'a b', ''])('the shop and the server agree on %j', (id) => {
    expect(isCampaignId(id)).toBe(campaignIdSchema.safeParse(id).success);
  });
});

describe('the password length', () => {
  it('the forms name the length the server holds to', () => {
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MIN)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MIN - 1)).success).toBe(false);
  });
});

describe('the birthday bounds', () => {
  it('every year the field offers is accepted, and the years just outside are refused', () => {
    const years = birthYears();
    const birth = (year: number) => birthSchema.safeParse({ day: 1, month: 1, year }).success;
    expect(years.every(birth)).toBe(true);
    expect(birth(years[0]! + 1)).toBe(false);
    expect(birth(years.at(-1)! - 1)).toBe(false);
  });
});

const shippingRow = (id: number, type: ShippingRow['type'], feeGross: number, freeFromGross: number | null, countries = ['IT']) => ({
  id, shopId: 'raggio', type, name: { it: `Metodo ${id}` }, description: null, countries, feeGross, freeFromGross,
  deliveryAverageDays: null, pickup: null, openingHours: null, active: true, position: id,
}) as ShippingRow;

describe('the shipping quote', () => {
  const rows = [
    shippingRow(1, 'pickup', 0, 0), shippingRow(2, 'courier', 899, 7999), shippingRow(3, 'express', 1590, null),
    shippingRow(4, 'standard', 0, null), shippingRow(5, 'delivery', 1200, 20000, ['FR']),
  ];
  const published = rows.map((r) => quotableOf(toShipping(r, 'it')));
  const choices = [null, ...rows.flatMap((r) => SHIPPING_TYPES.map((method) => ({ id: r.id, method })))];
  it.each([0, 7998, 7999, 20000, 50000])('the shop answer and the server rows quote the same for goods of %i cents', (goods) => {
    for (const country of ['IT', 'FR', 'US']) {
      for (const choice of choices) expect(quoteShipping(published, goods, country, choice)).toEqual(quoteShipping(rows, goods, country, choice));
    }
  });
});

describe('the payment rules', () => {
  it('the payment step disables exactly the methods the server would switch', () => {
    for (const method of PAYMENT_METHOD_IDS) {
      for (const shipping of SHIPPING_TYPES) expect(methodAllowed(method, shipping)).toBe(switchedPayment(method, shipping) === method);
    }
  });
  it('the surcharge shown beside a method is the one the server adds to the total', () => {
    const row = (on: boolean, value: number) => ({
      id: 'mark', shopId: 'raggio', name: { it: 'Contrassegno' }, actived: true, available: true, position: 0,
      additionalPriceOn: on, additionalPriceValue: value,
    }) as PaymentRow;
    for (const [on, value] of [[true, 350], [false, 350], [true, 0], [true, -200]] as const) {
      const [shown] = toPayments([row(on, value)], 'it');
      expect(surchargeOf(shown!)).toBe(paymentSurchargeOf(row(on, value)));
    }
  });
  it('the methods an order can be queued with offline are the ones the server completes unpaid', () => {
    for (const method of PAYMENT_METHOD_IDS) expect(isPaidLater(method)).toBe(isOffline(method));
  });
});
