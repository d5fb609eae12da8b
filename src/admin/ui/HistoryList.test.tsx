// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { HistoryList } from './HistoryList';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

describe('HistoryList', () => {
  it("shows a staff note's text as written, never as HTML, with its author", () => {
    const staff = { name: 'Marta', email: 'marta@raggio.test' };
    view.render(
      <I18nProvider i18n={i18n}>
        <HistoryList entries={[
          { at: '2026-11-28T10:00:00.000Z', action: 'order.tookCharge', refusal: null, staff },
          { at: '2026-11-28T10:05:00.000Z', action: 'order.noted', refusal: null, staff, note: 'Lasciare al <b>portiere</b>\n<img src=x onerror=alert(1)>' },
        ]} />
      </I18nProvider>,
    );
    const items = [...view.host.querySelectorAll('li')];
    expect(items).toHaveLength(2);
    expect(items[1]!.className).toBe('note');
    expect(items[1]!.textContent).toContain('Nota — Marta');
    expect(items[1]!.querySelector('.note-text')!.textContent).toBe('Lasciare al <b>portiere</b>\n<img src=x onerror=alert(1)>');
    expect(items[1]!.querySelector('b, img')).toBeNull();
    expect(items[0]!.querySelector('.note-text')).toBeNull();
  });
});

describe("HistoryList's changes", () => {
  it("shows under an article's change what changed, from what to what, never the action's code", () => {
    const staff = { name: 'Marta', email: 'marta@raggio.test' };
    view.render(
      <I18nProvider i18n={i18n}>
        <HistoryList entries={[
          { at: '2026-11-28T10:00:00.000Z', action: 'article.update', refusal: null, staff, before: { price: 2500, names: { it: 'Bici' } }, after: { price: 1990, names: { it: 'Bici <b>rossa</b>' } } },
          { at: '2026-11-28T10:05:00.000Z', action: 'order.tookCharge', refusal: null, staff },
        ]} />
      </I18nProvider>,
    );
    const [change, other] = [...view.host.querySelectorAll<HTMLLIElement>('ol > li')];
    expect(change!.textContent).toContain('Articolo modificato — Marta');
    expect(change!.textContent).not.toContain('article.update');
    const lines = [...change!.querySelectorAll('.changes li')].map((li) => li.textContent!.replace(/\u00a0|\u202f/g, ' '));
    expect(lines).toEqual(['Prezzo: 25,00 € → 19,90 €', 'Nome (it): «Bici» → «Bici rossa»']);
    expect(change!.querySelector('b')).toBeNull();
    expect(other!.querySelector('.changes')).toBeNull();
  });
});
