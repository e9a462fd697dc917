import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Build-time only. Blockly draws its zoom buttons, trashcan, dropdown arrows and cursors from files
 * under its `media` option (by default Google's server, which the CSP refuses and a school's
 * network may not reach): the Blocks view points it at `/blockly-media/`, these files copied from
 * the installed package. Its sounds stay out (the view sets `sounds: false`).
 */
export const BLOCKLY_MEDIA_DIR = 'blockly-media';

const mediaDir = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('blockly/core')), 'media');
const isDrawn = (file: string) => /\.(svg|png|gif|cur)$/.test(file);

export const blocklyMedia = (): Plugin => ({
  name: 'chispa-blockly-media',
  configureServer(server) {
    server.middlewares.use(`/${BLOCKLY_MEDIA_DIR}/`, (request, response, next) => {
      const file = path.basename(request.url ?? '');
      if (!isDrawn(file) || !readdirSync(mediaDir()).includes(file)) return next();
      response.setHeader(
        'Content-Type',
        file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream',
      );
      response.end(readFileSync(path.join(mediaDir(), file)));
    });
  },
  generateBundle() {
    for (const file of readdirSync(mediaDir()).filter(isDrawn))
      this.emitFile({
        type: 'asset',
        fileName: `${BLOCKLY_MEDIA_DIR}/${file}`,
        source: readFileSync(path.join(mediaDir(), file)),
      });
  },
});
