// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderShipment } from '../../../../contract/orders';
import { testRoot } from '../../../lib/test-root';
import { ShipmentLine } from './ShipmentLine';

const view = testRoot();
beforeAll(() => i18n.loadAndActivate({ locale: 'it', messages: {} }));

const render = (shipment: OrderShipment) => view.render(<I18nProvider i18n={i18n}><ShipmentLine shipment={shipment} /></I18nProvider>);
const line = () => view.host.querySelector('[data-testid="order-tracking"]')!;

describe('ShipmentLine', () => {
  it('names the carrier and the tracking number, and links the carrier\'s tracking page in a new tab', () => {
    render({ carrier: 'brt', trackingNumber: '0123', trackingUrl: 'https://vas.brt.it/x?Nspediz=0123', at: '2026-11-28T10:00:00Z' });
    expect(line().textContent).toContain('Spedito con BRT, numero di spedizione 0123');
    const link = line().querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://vas.brt.it/x?Nspediz=0123');
    expect(link.textContent).toBe('Segui la spedizione');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('an other carrier: the number alone, no link', () => {
    render({ carrier: 'other', trackingNumber: 'X-9', trackingUrl: null, at: '2026-11-28T10:00:00Z' });
    expect(line().textContent).toBe('Numero di spedizione: X-9');
    expect(line().querySelector('a')).toBeNull();
  });

  it('the shop\'s own delivery with no number: only that it left', () => {
    render({ carrier: 'other', trackingNumber: '', trackingUrl: null, at: '2026-11-28T10:00:00Z' });
    expect(line().textContent).toBe('Spedito');
  });
});
