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

/**
 * The journeys that take longest on the 2-core machine, longest first (clean-clone gates: 90–140 s
 * each on 2026-11-28; on 2026-11-29 the tours 103 s, the simulator ~100, the seeded programs ~90,
 * then the workspace on a phone and the five first-circuit files at 60–80 s). The two workers take
 * files from one queue; found last, the seeded programs' two minutes ran on alone at the end of the
 * stage while the other worker had finished.
 */
export const LONG_JOURNEYS: readonly RegExp[] = [
  /[\\/]tours\.e2e\.ts$/,
  /[\\/]simulator\.e2e\.ts$/,
  /[\\/]seeded-programs\.e2e\.ts$/,
  /[\\/]academy\.e2e\.ts$/,
  /[\\/]xss\.e2e\.ts$/,
  /[\\/]behaviour-checks\.e2e\.ts$/,
  /[\\/]guide-workspace\.e2e\.ts$/,
  /[\\/]workspace-phone\.e2e\.ts$/,
  /[\\/]guide-admin\.e2e\.ts$/,
  /[\\/]first-circuit-[^\\/]*\.e2e\.ts$/,
];

const rankIn = (patterns: readonly RegExp[], moduleId: string) => {
  const index = patterns.findIndex((pattern) => pattern.test(moduleId));
  return index === -1 ? patterns.length : index;
};

/** Vitest's own order (failed first, then longest, from its cache), with `patterns`' files first. */
const longFirst = async (sorted: TestSpecification[], patterns: readonly RegExp[]) =>
  sorted
    .map((file, index) => ({ file, index }))
    .sort(
      (a, b) => rankIn(patterns, a.file.moduleId) - rankIn(patterns, b.file.moduleId) || a.index - b.index,
    )
    .map(({ file }) => file);

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFirst(await super.sort(files), LONG_FILES);
  }
}

export class LongJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longFirst(await super.sort(files), LONG_JOURNEYS);
  }
}
