import { useLingui } from '@lingui/react/macro';
import type { ShippingGroup } from '../../../contract/checkout-choices';

type ShippingType = ShippingGroup['type'];

/** The shipping types' names (docs/product/checkout.md#methods). */
export function useShippingTypeLabels(): Record<ShippingType, string> {
  const { t } = useLingui();
  return {
    courier: t`Corriere`,
    standard: t`Spedizione standard`,
    express: t`Spedizione espressa`,
    delivery: t`Consegna a domicilio`,
    pickup: t`Ritiro in sede`,
  };
}
