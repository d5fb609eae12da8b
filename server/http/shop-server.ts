// Node's createServer for the shop's HTTP server (main.ts and the API test harness): every answer
// gets the security headers of every answer and its request id on Node's response (decision 163), and
// repeated catalogue calls are answered before the app (decision 185).
import type { createServer } from 'node:http';
import type { Config } from '../config.js';
import { withAnswerHeaders } from './answer-headers.js';
import type { RepeatAnswers } from './repeat-answers.js';
import { answerSecurityHeaders } from './security-headers.js';

export function shopCreateServer(config: Pick<Config, 'publicUrl'>, repeats?: RepeatAnswers): typeof createServer {
  const fixed = answerSecurityHeaders({ https: config.publicUrl.startsWith('https:') });
  return withAnswerHeaders(fixed, repeats && ((req, res) => repeats.answer(req, res)));
}
