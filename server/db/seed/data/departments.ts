// The whole department tree, in menu order.
import type { DepartmentSeed } from './department-seed.js';
import { GEAR_DEPARTMENTS } from './departments-gear.js';
import { RIDE_DEPARTMENTS } from './departments-ride.js';

export type { DepartmentSeed } from './department-seed.js';
export { CLOTHING_SLUG } from './departments-gear.js';

export const DEPARTMENTS: DepartmentSeed[] = [...RIDE_DEPARTMENTS, ...GEAR_DEPARTMENTS];
