// @vitest-environment jsdom
// DOMPurify does not support happy-dom (it lets scripts through there): the editor is tested in jsdom.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRoot } from '../../../lib/test-root';
import { DescriptionEditor } from './DescriptionEditor';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

function mount(value: string) {
  const changes: string[] = [];
  view.render(
    <I18nProvider i18n={i18n}>
      <span id="label">Descrizione</span>
      <DescriptionEditor labelId="label" value={value} onChange={(html) => changes.push(html)} />
    </I18nProvider>,
  );
  const area = view.host.querySelector<HTMLElement>('[role="textbox"]')!;
  return { area, changes, last: () => changes[changes.length - 1] };
}

/** Selects the characters `from` to `to` of the editor's first text. */
function select(area: HTMLElement, from: number, to: number) {
  const text = document.createTreeWalker(area, NodeFilter.SHOW_TEXT).nextNode()!;
  const range = document.createRange();
  range.setStart(text, from);
  range.setEnd(text, to);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

const press = (name: string) => act(() => {
  view.host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!.click();
});

describe('DescriptionEditor', () => {
  it('shows the stored description, with a named button for each command', () => {
    const { area } = mount('<p>Telaio <b>leggero</b></p><script>alert(1)</script>');
    expect(area.innerHTML).toBe('<p>Telaio <strong>leggero</strong></p>');
    expect(area.getAttribute('aria-labelledby')).toBe('label');
    const names = [...view.host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Grassetto', 'Corsivo', 'Paragrafo', 'Titolo', 'Sottotitolo', 'Elenco puntato', 'Elenco numerato', 'Collegamento', 'Togli il collegamento']);
  });

  it('makes bold from the toolbar and italic with Ctrl+I', () => {
    const { area, last } = mount('<p>Telaio in carbonio</p>');
    select(area, 7, 9);
    expect(view.host.querySelector('button[aria-label="Grassetto"]')!.getAttribute('aria-pressed')).toBe('false');
    press('Grassetto');
    expect(last()).toBe('<p>Telaio <strong>in</strong> carbonio</p>');
    expect(view.host.querySelector('button[aria-label="Grassetto"]')!.getAttribute('aria-pressed')).toBe('true');
    select(area, 0, 6);
    act(() => { area.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', ctrlKey: true, bubbles: true })); });
    expect(last()).toBe('<p><em>Telaio</em> <strong>in</strong> carbonio</p>');
  });

  it('makes a list and a link', () => {
    const { area, last } = mount('<p>Peso 7 kg</p>');
    select(area, 0, 4);
    press('Collegamento');
    const input = view.host.querySelector<HTMLInputElement>('input[inputmode="url"]')!;
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'javascript:alert(1)');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => { [...view.host.querySelectorAll('button')].find((b) => b.textContent === 'Applica')!.click(); });
    expect(view.host.querySelector('[role="alert"]')).not.toBeNull();
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'https://raggio.test/pesi');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => { [...view.host.querySelectorAll('button')].find((b) => b.textContent === 'Applica')!.click(); });
    expect(last()).toBe('<p><a href="https://raggio.test/pesi">Peso</a> 7 kg</p>');
    press('Elenco puntato');
    expect(last()).toBe('<ul><li><a href="https://raggio.test/pesi">Peso</a> 7 kg</li></ul>');
  });

  it('drops a pasted script and style, keeping the text and what the editor makes', () => {
    const { area, last } = mount('<p>Prima </p>');
    select(area, 6, 6);
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    const html = '<style>p { color: red }</style><span style="font-weight:bold" onclick="steal()">incollato <b>forte</b></span><script>alert(1)</script>';
    Object.defineProperty(paste, 'clipboardData', { value: { getData: (type: string) => (type === 'text/html' ? html : 'incollato forte') } });
    act(() => { area.dispatchEvent(paste); });
    expect(last()).toBe('<p>Prima incollato <strong>forte</strong></p>');
    expect(area.querySelector('script, style, [onclick]')).toBeNull();
  });
});
