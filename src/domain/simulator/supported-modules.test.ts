import { expect, it } from 'vitest';
import { defaultAttrsFor } from '../circuit/parts.ts';
import { part } from '../circuit/test-builders.ts';
import { type CodeLanguage, languageOf } from '../code/language.ts';
import { supportedParts } from '../devices/supported-parts.ts';
import { simulate } from './test-support.ts';

/** A part's modules are of its board's language: the BitDogLab's are MicroPython's, the rest CircuitPython's. */
const languageOfPart = (type: string): CodeLanguage =>
  languageOf({ parts: [part(type, 'p', { attrs: defaultAttrsFor(type) })] });

it.each(['circuitpython', 'micropython'] as const)(
  'imports every %s module the supported parts table names, as a student would',
  async (language) => {
    const parts = supportedParts().filter((part) => languageOfPart(part.type) === language);
    const modules = [...new Set(parts.flatMap((part) => part.modules))].sort();
    const code = modules.map((name) => `import ${name}`).join('\n');
    const { result, output } = await simulate(`${code}\nprint("ok")\n`, { language });
    expect(result.error?.traceback, output).toBeUndefined();
    expect(modules.length).toBeGreaterThan(language === 'circuitpython' ? 15 : 4);
  },
);
