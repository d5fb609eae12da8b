import { readStored, storageKeys } from '../../lib';

/** 'Back to the shop' target: the last visited department (key lastDep), else home. */
export function backToShopPath(): string {
  const lastDep = readStored(storageKeys.lastDep);
  return lastDep ? `/d/${lastDep}` : '/';
}
