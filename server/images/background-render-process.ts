// The child process of background-renderer.ts: one render at a time on one libvips thread.
import sharp from 'sharp';
import type { RenderReply, RenderRequest } from './background-renderer.js';
import { renderImage } from './render.js';

sharp.concurrency(1);

process.on('message', (request: RenderRequest) => {
  void renderImage(request.source, request.width, request.format).then(
    (data): RenderReply => ({ id: request.id, data }),
    (err: unknown): RenderReply => ({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
  ).then((reply) => process.send?.(reply));
});
process.on('disconnect', () => process.exit(0));
