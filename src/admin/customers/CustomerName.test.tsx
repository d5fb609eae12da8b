// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRoot } from '../../lib/test-root';
import { ClosedBadge, CustomerName } from './CustomerName';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

describe('a closed account in the customers list', () => {
  it('reads as its number, marked closed', () => {
    view.render(<I18nProvider i18n={i18n}><CustomerName customer={{ id: 7, closed: true, name: null }} /> <ClosedBadge /></I18nProvider>);
    expect(view.host.textContent).toBe('Account chiuso n. 7 Chiuso');
    expect(view.host.querySelector('.status.status-deleted')?.textContent).toBe('Chiuso');
  });
});
