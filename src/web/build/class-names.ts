import { createHash } from 'node:crypto';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Build-time only (Vite's `css.modules.generateScopedName`). A CSS module's class is `_{name}_{file}`,
 * `file` a hash of the stylesheet's path in the repository: unique per file, the same on every
 * checkout. postcss-modules' default adds the rule's line (`_button_mc47z_36`), which made every
 * class map in the JavaScript longer and gzip worse: the signed-out pages' maps alone cost ~260 bytes
 * of their 80 KB budget (issue 14).
 */
export const scopedClassName = (name: string, filename: string): string => {
  const file = path
    .relative(ROOT, filename.split('?')[0] ?? filename)
    .split(path.sep)
    .join('/');
  return `_${name}_${createHash('sha256').update(file).digest('hex').slice(0, 5)}`;
};
