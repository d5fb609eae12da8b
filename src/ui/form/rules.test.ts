import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formChanged, validateAll } from './form-state';
import { ruleMessages } from './messages';
import { rules } from './rules';

describe('the shared rules', () => {
  it('required refuses empty text, an unticked box and an unset choice', () => {
    for (const empty of ['', '   ', null, undefined, false]) expect(rules.required(empty)).toBe('required');
    for (const given of ['a', 0, true, 1920]) expect(rules.required(given)).toBeNull();
  });

  it('email refuses a malformed address and leaves an empty one to required', () => {
    expect(rules.email('giulia@')).toBe('email');
    expect(rules.email('giulia@example')).toBe('email');
    expect(rules.email(' giulia@example.it ')).toBeNull();
    expect(rules.email('')).toBeNull();
  });

  it('vat wants exactly 11 digits', () => {
    expect(rules.vat('12345678901')).toBeNull();
    expect(rules.vat('1234567890')).toBe('vat');
    expect(rules.vat('123456789012')).toBe('vat');
    expect(rules.vat('IT345678901')).toBe('vat');
  });

  it('onlyNumbers refuses anything but digits', () => {
    expect(rules.onlyNumbers('0039')).toBeNull();
    expect(rules.onlyNumbers('+39 333')).toBe('onlyNumbers');
  });

  it('speaks the spec\'s Italian word for word', () => {
    i18n.loadAndActivate({ locale: 'it', messages: {} });
    expect(Object.fromEntries(Object.entries(ruleMessages).map(([key, message]) => [key, i18n._(message)]))).toEqual({
      required: 'Questo campo è obbligatorio',
      email: 'Questo indirizzo email non è valido',
      vat: 'Questa partita iva non è valida',
      onlyNumbers: 'questo campo deve contere solo numeri',
    });
  });
});

describe('a form', () => {
  const signinRules = { email: [rules.required, rules.email], password: [rules.required] };

  it('names every failing field with its first problem', () => {
    expect(validateAll({ email: '', password: '' }, signinRules)).toEqual({ email: 'required', password: 'required' });
    expect(validateAll({ email: 'x@', password: 'secret' }, signinRules)).toEqual({ email: 'email' });
    expect(validateAll({ email: 'x@example.it', password: 'secret' }, signinRules)).toEqual({});
  });

  it('has changed only when some value differs from the initial ones, nested ones too', () => {
    const initial = { name: 'Ada', birth: { day: 1, month: 2, year: 1990 }, news: false };
    expect(formChanged({ ...initial }, initial)).toBe(false);
    expect(formChanged({ ...initial, birth: { day: 1, month: 2, year: 1990 } }, initial)).toBe(false);
    expect(formChanged({ ...initial, birth: { day: 2, month: 2, year: 1990 } }, initial)).toBe(true);
    expect(formChanged({ ...initial, news: true }, initial)).toBe(true);
    expect(formChanged({ ...initial, name: 'Ada ' }, initial)).toBe(true);
  });
});
