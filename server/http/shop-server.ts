// Node's createServer for the shop's HTTP server (main.ts and the API test harness): every answer
// gets the fixed security headers and its request id on Node's response (decision 163), and
// repeated catalogue calls are answered before the app (decision 185).
import type { createServer } from 'node:http';
import type { Config } from '../config.js';
import { withAnswerHeaders } from './answer-headers.js';
import type { RepeatAnswers } from './repeat-answers.js';
import { fixedSecurityHeaders, policyOptions } from './security-headers.js';

export async function shopCreateServer(config: Pick<Config, 'payments' | 'publicUrl'>, repeats?: RepeatAnswers): Promise<typeof createServer> {
  const fixed = await fixedSecurityHeaders({ ...policyOptions(config), https: config.publicUrl.startsWith('https:') });
  return withAnswerHeaders(fixed, repeats && ((req, res) => repeats.answer(req, res)));
}
