import type { InfoBlock } from '../../../contract/info-pages';
import { CompanyDetails } from './CompanyDetails';
import { PaymentMethods } from './PaymentMethods';
import { ShippingMethods } from './ShippingMethods';
import { StoreFinder } from './StoreFinder';

type What = Extract<InfoBlock, { type: 'shopData' }>['what'];

/** Live shop data (GET shop) where the page's text places it. */
export function ShopDataBlock({ what }: { what: What }) {
  switch (what) {
    case 'shippings': return <ShippingMethods />;
    case 'payments': return <PaymentMethods />;
    case 'stores': return <StoreFinder />;
    case 'company': return <CompanyDetails />;
  }
}
