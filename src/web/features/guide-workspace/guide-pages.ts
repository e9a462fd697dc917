import type { Guide, GuideStep } from '../../../domain/guides.ts';

/** What the sidebar pages through: the introduction first, then one page per step. */
export type GuidePage = { kind: 'introduction' } | { kind: 'step'; number: number; step: GuideStep };

export const guidePagesOf = (guide: Pick<Guide, 'steps'>): GuidePage[] => [
  { kind: 'introduction' },
  ...guide.steps.map((step, index) => ({ kind: 'step' as const, number: index + 1, step })),
];
