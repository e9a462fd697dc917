import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Build-time only. Mantine's whole stylesheet (`@mantine/core/styles.css`, 33 KB brotli) was one
 * render-blocking file of every signed-in page, though home draws a third of its components. Each
 * Mantine component keeps its class names in a `<Name>.module.mjs` beside it, and ships its rules
 * alone as `styles/<Name>.layer.css`. This adds to each such module an import of its rules, so a
 * component's CSS goes into the chunk of the page that draws it, whichever page that is: nothing to
 * list by hand, nothing forgotten when a page starts using a component.
 *
 * The `.layer.css` copies put Mantine's rules in the `mantine` cascade layer, and ours are in no
 * layer, so ours win over Mantine's whatever order the page's stylesheets arrive in (before, the
 * winner depended on which chunk came first). The base (variables, reset, global) is imported by
 * the app's entry (`main.tsx`) in the same layer.
 */

const MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

/** The layered stylesheet of the component whose class-name module is `id`, if Mantine ships one. */
export const componentStylesheet = (id: string, exists: (file: string) => boolean): string | null => {
  const name = MODULE.exec(id.split('?')[0] ?? '')?.[1];
  if (!name) return null;
  const specifier = `@mantine/core/styles/${name}.layer.css`;
  return exists(specifier) ? specifier : null;
};

export const mantineComponentStyles = (): Plugin => {
  const require = createRequire(import.meta.url);
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const exists = (specifier: string) => existsSync(path.join(stylesDir, path.basename(specifier)));
  return {
    name: 'chispa:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const stylesheet = componentStylesheet(id, exists);
      if (!stylesheet) return null;
      // Last, after the module's own imports: a component's rules come after those of the parts it
      // is built from, as in Mantine's own stylesheet.
      return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
    },
  };
};
