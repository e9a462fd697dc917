import { expect, it } from 'vitest';
import { supportedParts } from '../devices/supported-parts.ts';
import { simulate } from './test-support.ts';

it('imports every module the supported parts table names, as a student would', async () => {
  const modules = [...new Set(supportedParts().flatMap((part) => part.modules))].sort();
  const code = modules.map((name) => `import ${name}`).join('\n');
  const { result, output } = await simulate(`${code}\nprint("ok")\n`);
  expect(result.error?.traceback, output).toBeUndefined();
  expect(modules.length).toBeGreaterThan(15);
});
