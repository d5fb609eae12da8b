/** One process serves one shop; its row id (the seed creates it). */
export const SHOP_ID = 'raggio';
