// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../../lib/test-root';
import { CancelledPaymentNote } from './CancelledPaymentNote';
import { payCalls } from './pay-calls';

const view = testRoot();

beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));
afterEach(() => vi.restoreAllMocks());

describe('back from the card page without paying', () => {
  it('the note is brought into view and takes the focus, once reported to the order', () => {
    const report = vi.spyOn(payCalls, 'lastError').mockResolvedValue({} as never);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    view.render(<I18nProvider i18n={i18n}><CancelledPaymentNote returned={{ payment: 'stripe-cancelled', order: 'o1' }} /></I18nProvider>);
    const note = view.host.querySelector<HTMLElement>('[data-testid="payment-cancelled"]')!;
    expect(note.getAttribute('role')).toBe('alert');
    expect(note.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(note);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(note);
    expect(report).toHaveBeenCalledWith('o1', expect.objectContaining({ code: 'PAYMENT_ERROR' }));
  });
});
