// Node's createServer for the shop's HTTP server (main.ts and the API test harness): every answer
// gets the fixed security headers and its request id on Node's response (decision 163).
import type { createServer } from 'node:http';
import type { Config } from '../config.js';
import { withAnswerHeaders } from './answer-headers.js';
import { fixedSecurityHeaders, policyOptions } from './security-headers.js';

export async function shopCreateServer(config: Pick<Config, 'payments' | 'publicUrl'>): Promise<typeof createServer> {
  return withAnswerHeaders(await fixedSecurityHeaders({ ...policyOptions(config), https: config.publicUrl.startsWith('https:') }));
}
