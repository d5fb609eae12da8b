import { DEFAULT_SHOP_ID } from './client';

// The shop id sent in x-shop-id: 'raggio' until meta/static tells the real one.
let currentShopId = DEFAULT_SHOP_ID;

export function getShopId(): string {
  return currentShopId;
}

export function setShopId(id: string): void {
  currentShopId = id;
}
