import { b } from '../shell/zz-x.js'; export const a = b;
