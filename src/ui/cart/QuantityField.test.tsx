// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { QuantityField, type QuantityFieldProps } from './QuantityField';

const view = testRoot();
let committed: number[];

function Field(props: Omit<QuantityFieldProps, 'value' | 'onChange' | 'label'> & { start: number }) {
  const [value, setValue] = useState(props.start);
  return (
    <QuantityField
      {...props}
      label="Quantità"
      value={value}
      onChange={(next) => {
        committed.push(next);
        setValue(next);
      }}
    />
  );
}

const render = (props: Parameters<typeof Field>[0]) =>
  view.render(<I18nProvider i18n={i18n}><Field {...props} /></I18nProvider>);
const input = () => view.host.querySelector('input')!;
const button = (name: string) => view.host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

function type(text: string) {
  const field = input();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    field.focus();
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const blur = () => act(() => input().blur());
const pressEnter = () => act(() => {
  input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
});
function paste(text: string): boolean {
  const data = new DataTransfer();
  data.setData('text', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
  act(() => { input().dispatchEvent(event); });
  return event.defaultPrevented;
}

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
beforeEach(() => {
  committed = [];
});

describe('the quantity field', () => {
  it('is labelled, and so are its − and + buttons', () => {
    render({ start: 1, bounds: { min: 1, max: 5 } });
    expect(view.host.querySelector(`label[for="${input().id}"]`)?.textContent).toBe('Quantità');
    expect(button('Diminuisci quantità')).not.toBeNull();
    expect(button('Aumenta quantità')).not.toBeNull();
  });

  it('clamps a typed quantity to the maximum on blur and to the minimum on Enter', () => {
    render({ start: 2, bounds: { min: 2, max: 5 } });
    type('40');
    expect(input().value).toBe('40');
    blur();
    expect(input().value).toBe('5');
    type('1');
    pressEnter();
    expect(input().value).toBe('2');
    expect(committed).toEqual([5, 2]);
  });

  it('keeps only digits while typing and goes back to the quantity when left empty', () => {
    render({ start: 3, bounds: { min: 1, max: 99 } });
    type('1a2');
    expect(input().value).toBe('12');
    type('');
    blur();
    expect(input().value).toBe('3');
    expect(committed).toEqual([]);
  });

  it('accepts pasted numbers and refuses pasted text', () => {
    render({ start: 1, bounds: { min: 1, max: 99 } });
    expect(paste('7')).toBe(false);
    expect(paste('sette')).toBe(true);
    expect(paste('3,5')).toBe(true);
  });

  it('steps by one between the bounds, the buttons disabled at the ends', () => {
    render({ start: 1, bounds: { min: 1, max: 3 } });
    expect(button('Diminuisci quantità')!.disabled).toBe(true);
    act(() => button('Aumenta quantità')!.click());
    act(() => button('Aumenta quantità')!.click());
    expect(input().value).toBe('3');
    expect(button('Aumenta quantità')!.disabled).toBe(true);
    act(() => button('Diminuisci quantità')!.click());
    expect(committed).toEqual([2, 3, 2]);
  });

  it('hides the stepper when asked (tracked stock of one) and locks an inactive field', () => {
    render({ start: 1, bounds: { min: 1, max: 1 }, stepper: false, active: false });
    expect(button('Diminuisci quantità')).toBeNull();
    expect(button('Aumenta quantità')).toBeNull();
    expect(input().disabled).toBe(true);
  });

  it('says the limit text under the field, and gives it to the input and the + button as their description', () => {
    render({ start: 5, bounds: { min: 1, max: 5 }, limitText: 'Massimo 5 per ordine' });
    const limit = view.host.querySelector('[data-testid="quantity-limit"]')!;
    expect(limit.textContent).toBe('Massimo 5 per ordine');
    expect(limit.getAttribute('aria-live')).toBe('polite');
    expect(input().getAttribute('aria-describedby')).toBe(limit.id);
    expect(button('Aumenta quantità')!.getAttribute('aria-describedby')).toBe(limit.id);
  });

  it('says nothing without a limit text', () => {
    render({ start: 2, bounds: { min: 1, max: 5 } });
    expect(view.host.querySelector('[data-testid="quantity-limit"]')!.textContent).toBe('');
    expect(input().hasAttribute('aria-describedby')).toBe(false);
  });
});

