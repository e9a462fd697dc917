// Registered with `--import` in a check thread run from source: TypeScript by tsx, `?raw` by raw-loader.mjs.
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
register('./raw-loader.mjs', import.meta.url);
