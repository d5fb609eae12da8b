// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { rules } from './rules';
import { TextField } from './TextField';
import { PasswordField } from './PasswordField';
import { TEXT_DEBOUNCE_MS, useForm } from './use-form';

afterEach(() => vi.useRealTimers());
const view = testRoot();
let sent: unknown[];

const initial = { email: '', password: '' };
const formRules = { email: [rules.required, rules.email], password: [rules.required] };

function SigninForm() {
  const form = useForm({ initial, rules: formRules, onSubmit: (values) => void sent.push(values) });
  return (
    <form onSubmit={form.submit}>
      <TextField name="email" type="email" label="Email" value={form.values.email} problem={form.problem('email')} onChange={(v) => form.set('email', v)} />
      <PasswordField name="password" label="Password" value={form.values.password} problem={form.problem('password')} onChange={(v) => form.set('password', v)} />
      <button type="submit" disabled={!form.changed}>Accedi</button>
    </form>
  );
}

const input = (name: string) => view.host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = () => view.host.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const problems = () => Array.from(view.host.querySelectorAll('p')).map((p) => p.textContent);

function type(name: string, text: string) {
  const field = input(name);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () => act(async () => {
  view.host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
});

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
beforeEach(() => {
  sent = [];
  view.render(<I18nProvider i18n={i18n}><SigninForm /></I18nProvider>);
});

describe('useForm', () => {
  it('enables submit only once a value differs from the initial ones', () => {
    expect(submitButton().disabled).toBe(true);
    type('email', 'a');
    expect(submitButton().disabled).toBe(false);
    type('email', '');
    expect(submitButton().disabled).toBe(true);
  });

  it('runs every rule on submit, sends nothing while one fails, and wires the problem to its field', async () => {
    type('email', 'giulia@');
    await submit();
    expect(sent).toEqual([]);
    expect(problems()).toEqual(['Questo indirizzo email non è valido', 'Questo campo è obbligatorio']);
    const email = input('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(view.host.querySelector(`#${CSS.escape(email.getAttribute('aria-describedby')!)}`)?.textContent).toBe('Questo indirizzo email non è valido');
    expect(document.activeElement).toBe(email);

    type('email', 'giulia@example.it');
    type('password', 'segreta');
    expect(problems()).toEqual([]);
    await submit();
    expect(sent).toEqual([{ email: 'giulia@example.it', password: 'segreta' }]);
  });

  it('checks a field showing a problem again once typing stops for the debounce', async () => {
    vi.useFakeTimers();
    type('email', 'x');
    await submit();
    expect(problems()).toContain('Questo indirizzo email non è valido');
    type('email', '');
    // Still the old message while typing…
    expect(problems()).toContain('Questo indirizzo email non è valido');
    act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS));
    // …then the current one.
    expect(problems()).toEqual(['Questo campo è obbligatorio', 'Questo campo è obbligatorio']);
  });

  it('shows the password when its toggle is pressed, and hides it again', () => {
    const toggle = view.host.querySelector<HTMLButtonElement>('button[aria-label="Mostra password"]')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(input('password').type).toBe('password');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input('password').type).toBe('text');
    act(() => toggle.click());
    expect(input('password').type).toBe('password');
  });
});
