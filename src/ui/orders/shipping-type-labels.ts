import { useLingui } from '@lingui/react/macro';
import type { ShippingGroup } from '../../../contract/checkout-choices';

type ShippingType = ShippingGroup['type'];

/** The shipping types' names (checkout-account-pages.md §3 "Shipping method group"). */
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
