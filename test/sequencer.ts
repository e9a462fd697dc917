import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes (the fuzzing, in two parts, and the access matrix), in this order.
 * On a clean clone vitest has no durations cached and keeps the files in the order it found them:
 * the fuzzing then started last, after two minutes of small files, and ran on alone.
 */
export const LONG_FILES: readonly RegExp[] = [
  /[\\/]fuzz[^\\/]*\.test\.ts$/,
  /[\\/]access[\\/]matrix\.test\.ts$/,
];

const rank = (moduleId: string) => {
  const index = LONG_FILES.findIndex((pattern) => pattern.test(moduleId));
  return index === -1 ? LONG_FILES.length : index;
};

/** Vitest's own order (failed first, then longest, from its cache), with the long files first. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file.moduleId) - rank(b.file.moduleId) || a.index - b.index)
      .map(({ file }) => file);
  }
}
