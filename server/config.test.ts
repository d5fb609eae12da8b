import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: WARM_RENDITIONS', () => {
  it('draws renditions ahead by default, and not when set to off', () => {
    expect(loadConfig({}).warmRenditions).toBe(true);
    expect(loadConfig({ WARM_RENDITIONS: 'off' }).warmRenditions).toBe(false);
  });

  it('refuses any other value at start, naming the variable', () => {
    expect(() => loadConfig({ WARM_RENDITIONS: 'no' })).toThrow(/WARM_RENDITIONS/);
  });
});

describe('loadConfig: SEED_DEMO', () => {
  it('seeds the demo into the embedded database by default, and into a DATABASE_URL only when asked', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
    const url = 'postgres://shop@db.example/raggio';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'on' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});

describe('loadConfig: sign-in settings', () => {
  it('defaults to a key from the database, 30-day tokens and 5 / 30 attempts per 15 minutes', () => {
    expect(loadConfig({}).auth).toEqual({ secret: undefined, tokenTtlSeconds: 2_592_000, ratePerEmail: 5, ratePerClient: 30, rateWindowSeconds: 900 });
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses a short AUTH_SECRET and a zero limit', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_RATE_PER_EMAIL: '0' })).toThrow(/AUTH_RATE_PER_EMAIL/);
  });
});

describe('loadConfig: password recovery settings', () => {
  it('defaults to one-hour links and 3 / 10 requests an hour, and takes 0 for links expired on arrival', () => {
    expect(loadConfig({}).recovery).toEqual({ ratePerEmail: 3, ratePerClient: 10, rateWindowSeconds: 3600, linkTtlSeconds: 3600 });
    expect(loadConfig({ RECOVERY_LINK_TTL: '0' }).recovery.linkTtlSeconds).toBe(0);
  });

  it('refuses a negative link lifetime and a zero limit, naming the variable', () => {
    expect(() => loadConfig({ RECOVERY_LINK_TTL: '-1' })).toThrow(/RECOVERY_LINK_TTL/);
    expect(() => loadConfig({ RECOVERY_RATE_PER_EMAIL: '0' })).toThrow(/RECOVERY_RATE_PER_EMAIL/);
  });
});

describe('loadConfig: the bank account of transfers (SHOP_BANK_*, decision 190)', () => {
  const bank = {
    SHOP_BANK_BENEFICIARY: 'Raggio Cicli S.r.l.', SHOP_BANK_IBAN: 'it60 x054 2811 1010 0000 0123 456', SHOP_BANK_BIC: 'bpmoit22xxx', SHOP_BANK_NAME: 'Banco BPM',
  };

  it("unset: the shop's data; set: the four, the IBAN compact and the BIC upper case", () => {
    expect(loadConfig({}).bank).toBeUndefined();
    expect(loadConfig(bank).bank).toEqual({ beneficiary: 'Raggio Cicli S.r.l.', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX', bank: 'Banco BPM' });
  });

  it('refuses an IBAN whose check digits are wrong, saying what an IBAN is', () => {
    expect(() => loadConfig({ ...bank, SHOP_BANK_IBAN: 'IT61X0542811101000000123456' }))
      .toThrow(/Invalid configuration: SHOP_BANK_IBAN: an IBAN whose check digits are right \(ISO 13616 mod 97\)/);
    expect(() => loadConfig({ ...bank, SHOP_BANK_IBAN: 'not an iban' })).toThrow(/SHOP_BANK_IBAN/);
  });

  it('refuses a malformed BIC and part of a set, naming the variables', () => {
    expect(() => loadConfig({ ...bank, SHOP_BANK_BIC: 'BPM' })).toThrow(/SHOP_BANK_BIC: a BIC of 8 or 11/);
    expect(() => loadConfig({ SHOP_BANK_IBAN: bank.SHOP_BANK_IBAN })).toThrow(/SHOP_BANK_BENEFICIARY, SHOP_BANK_BIC, SHOP_BANK_NAME: needed with the other SHOP_BANK_\* variables/);
  });
});

describe('loadConfig: the seller data of electronic invoices (SHOP_INVOICING, decision 235)', () => {
  const seller = {
    name: 'Raggio Cicli S.r.l.', vatNumber: '04271830160', taxCode: '04271830160', regime: 'RF01',
    address: { street: 'Via Borgo Palazzo 118', zipcode: '24125', city: 'Bergamo', province: 'BG', country: 'IT' },
    rea: { office: 'BG', number: '456789', liquidation: 'LN' },
  };

  it("unset: the shop's data; set: the seller checked", () => {
    expect(loadConfig({}).invoicing).toBeUndefined();
    expect(loadConfig({ SHOP_INVOICING: JSON.stringify(seller) }).invoicing).toEqual(seller);
  });

  it('refuses text that is no JSON and a wrong field, naming them', () => {
    expect(() => loadConfig({ SHOP_INVOICING: 'Raggio Cicli' })).toThrow(/Invalid configuration: SHOP_INVOICING: a JSON object/);
    expect(() => loadConfig({ SHOP_INVOICING: JSON.stringify({ ...seller, vatNumber: 'IT0427' }) })).toThrow(/SHOP_INVOICING\.vatNumber: a partita IVA of 11 digits/);
    expect(() => loadConfig({ SHOP_INVOICING: JSON.stringify({ ...seller, regime: 'RF99' }) })).toThrow(/SHOP_INVOICING\.regime/);
  });
});

describe('loadConfig: the payment sandbox (decision 191)', () => {
  const KEYS = { STRIPE_SECRET_KEY: 'sk_live_real', STRIPE_WEBHOOK_SECRET: 'whsec_real', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };

  it('runs without keys on the embedded demo and on hosts of this machine or its network, and says why', () => {
    const local = [
      undefined, 'http://localhost:8080', 'HTTP://LOCALHOST:8080', 'https://shop.localhost', 'http://127.0.0.1:8080', 'http://[::1]:8080',
      'http://192.168.1.20:8080', 'http://10.0.0.7', 'http://172.20.1.1', 'http://raggio.local', 'http://shop.test', 'http://[fd00::1]',
    ];
    for (const url of local) {
      const { payments } = loadConfig(url === undefined ? {} : { PUBLIC_URL: url });
      expect([url, payments.stripe.mode, payments.paypal.mode, payments.sandbox]).toEqual([url, 'sandbox', 'sandbox', { allowed: true, reason: 'local host' }]);
    }
  });

  it('refuses to start a shop on a public host without keys, however the URL is written', () => {
    const publicHosts = [
      'https://raggio.example', 'HTTPS://SHOP.EXAMPLE', 'Https://Shop.Example/', 'http://shop.example', 'http://SHOP.EXAMPLE.',
      'http://203.0.113.9', 'http://172.32.0.1', 'http://[2001:db8::1]', 'http://localhost.shop.example', 'http://test.shop.example',
    ];
    for (const url of publicHosts) {
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: needed.*PUBLIC_URL names a public host.*PAYMENT_SANDBOX=on/);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://raggio.example', STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET }))
      .toThrow(/PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: needed/);
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'off' })).toThrow(/PAYMENT_SANDBOX=off/);
  });

  it('runs the sandbox on https only when asked, and never where the keys are set', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://demo.raggio.example', PAYMENT_SANDBOX: 'on' }).payments).toMatchObject({
      stripe: { mode: 'sandbox' }, paypal: { mode: 'sandbox' }, sandbox: { allowed: true, reason: 'asked' },
    });
    expect(loadConfig({ PUBLIC_URL: 'https://raggio.example', ...KEYS }).payments).toMatchObject({ stripe: { mode: 'live' }, paypal: { mode: 'live' } });
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX/);
  });

  it('reads PUBLIC_URL as a URL: an upper-case https is https for the cookies and headers too', () => {
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://SHOP.EXAMPLE/', ...KEYS }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ PUBLIC_URL: 'http://Shop.Test:8080/negozio/' }).publicUrl).toBe('http://shop.test:8080/negozio');
  });

  it('payment pages return to the request\'s origin only while PUBLIC_URL is unset', () => {
    expect(loadConfig({}).publicUrlFixed).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://raggio.example', ...KEYS }).publicUrlFixed).toBe(true);
  });
});
