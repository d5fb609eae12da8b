// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRoot } from '../../../lib/test-root';
import { CourierTime } from './CourierTime';

const view = testRoot();
const render = (days: { on: boolean; value: string } | undefined) =>
  view.render(<I18nProvider i18n={i18n}><CourierTime days={days} /></I18nProvider>);

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

describe("a courier option's delivery time", () => {
  it('names the enum in words, never the raw code', () => {
    render({ on: true, value: 'FAST' });
    expect(view.host.textContent).toBe('Tempo di consegna: 1-3 giorni lavorativi');
    render({ on: true, value: 'INSTANT' });
    expect(view.host.textContent).toBe('Tempo di consegna: In giornata');
  });

  it('says nothing when it is off or a value the enum does not know', () => {
    render({ on: false, value: 'FAST' });
    expect(view.host.textContent).toBe('');
    render({ on: true, value: 'WARP' });
    expect(view.host.textContent).toBe('');
    render(undefined);
    expect(view.host.textContent).toBe('');
  });
});
