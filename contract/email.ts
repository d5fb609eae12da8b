import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from './rules/patterns.js';

/** An e-mail address in a body or a query: the pattern the forms test too (contract/rules/patterns.ts). */
export const emailSchema = z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX);
