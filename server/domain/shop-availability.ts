// storefront.md §9: the shop is available only if at least one payment is both actived and
// available, shippings exist, and the subscription status is 'actived' or 'free'.

export interface AvailabilityInput {
  payments: { actived: boolean; available: boolean }[];
  shippingsCount: number;
  subStatus: string;
}

export function isShopAvailable({ payments, shippingsCount, subStatus }: AvailabilityInput): boolean {
  const canPay = payments.some((p) => p.actived && p.available);
  return canPay && shippingsCount > 0 && (subStatus === 'actived' || subStatus === 'free');
}
