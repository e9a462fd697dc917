// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pythonToBlocks } from '../../../domain/blocks/from-python.ts';
import { blocksToPython } from '../../../domain/blocks/to-python.ts';
import type { Locale } from '../../../domain/constants.ts';
import { createGuideSchema, saveGuideProjectSchema } from '../../../domain/guide-admin.ts';
import { timeline } from '../../../domain/simulator/micropython-support.ts';
import { simulate } from '../../../domain/simulator/test-support.ts';
import en from '../../../web/i18n/en.json' with { type: 'json' };
import es from '../../../web/i18n/es.json' with { type: 'json' };
import pt from '../../../web/i18n/pt.json' with { type: 'json' };
import { PRACTICAL_GUIDES } from './guides.ts';
import { bitDogLabGuides } from './guides-bitdoglab.ts';
import { blocksGuides } from './guides-blocks.ts';
import { seededPrograms } from './programs.ts';
import type { SeedGuide } from './types.ts';

/**
 * The guides written for blocks (issue 30): three in Spanish, each in Portuguese and English too,
 * opening in the Blocks view; their steps name the blocks as the view shows them, and their
 * programs do what the steps say, in the simulator.
 */

const originals = blocksGuides.filter((guide) => guide.translationOf === undefined);
const byId = (id: string) => blocksGuides.filter((guide) => guide.id.startsWith(id));
const MESSAGES = { es: es.blocks.msg, pt: pt.blocks.msg, en: en.blocks.msg };
const TRY_IT = { es: 'Prueba:', pt: 'Experimente:', en: 'Try it:' };

/** Everything a guide's steps say, for looking for a block's words in it. */
const stepsText = (guide: SeedGuide) =>
  guide.steps
    .flatMap((step) => [step.stepName, step.description, ...step.details, step.explanation])
    .join('\n');

describe('the guides written for blocks', () => {
  it('are three Spanish originals, seeded before the BitDogLab guides, all opening in Blocks', () => {
    expect(originals.map((guide) => guide.id)).toEqual([
      'practical_bloques_parpadeo',
      'practical_bloques_boton_led',
      'practical_bloques_alarma_distancia',
    ]);
    expect(originals.every((guide) => guide.language === 'es')).toBe(true);
    expect(blocksGuides.every((guide) => guide.view === 'blocks' && guide.isPublished)).toBe(true);
    const at = PRACTICAL_GUIDES.indexOf(blocksGuides[0] as SeedGuide);
    expect(PRACTICAL_GUIDES.slice(at, at + blocksGuides.length)).toEqual(blocksGuides);
    expect(PRACTICAL_GUIDES.slice(-bitDogLabGuides.length)).toEqual(bitDogLabGuides);
  });

  it.each(originals)(
    '$id has a Portuguese and an English version of the same lesson and program',
    (original) => {
      const versions = blocksGuides.filter((guide) => guide.translationOf === original.id);
      expect(versions.map((guide) => [guide.id, guide.language])).toEqual([
        [`${original.id}_pt`, 'pt'],
        [`${original.id}_en`, 'en'],
      ]);
      for (const version of versions) {
        expect(version).toMatchObject({
          category: original.category,
          difficulty: original.difficulty,
          estimatedTime: original.estimatedTime,
          diagram: original.diagram,
          view: 'blocks',
        });
        expect(version.steps).toHaveLength(original.steps.length);
        expect(version.name).not.toBe(original.name);
      }
    },
  );

  it.each(blocksGuides)(
    '$id holds exactly the code.py its blocks write in its language, every line a block',
    (guide) => {
      const locale = guide.language ?? 'es';
      const { workspace, foreign } = pythonToBlocks(guide.code, { locale });
      expect(foreign).toBe(0);
      expect(blocksToPython(workspace, { locale }).code).toBe(guide.code);
      const original = originals.find((one) => one.id === (guide.translationOf ?? guide.id));
      // The same blocks in every language: only the generated comments differ.
      expect(pythonToBlocks(original?.code ?? '', { locale: 'es' }).workspace).toEqual(workspace);
    },
  );

  it.each(blocksGuides)(
    '$id is a guide the management screen would accept, each step with a try-it',
    (guide) => {
      const {
        name,
        description,
        category,
        difficulty,
        estimatedTime,
        titleIntroduction,
        introduction,
        tags,
      } = guide;
      const fields = {
        ...{ name, description, category, difficulty, estimatedTime, titleIntroduction, introduction, tags },
        language: guide.language,
        steps: guide.steps.map((step) => ({ ...step, image: null })),
      };
      expect(createGuideSchema.safeParse(fields).error).toBeUndefined();
      const project = { version: 1, diagram: guide.diagram, code: guide.code };
      expect(saveGuideProjectSchema.safeParse(project).error).toBeUndefined();
      const tryIt = TRY_IT[guide.language ?? 'es'];
      for (const step of guide.steps) {
        expect(step.explanation.length).toBeGreaterThan(20);
        expect(
          step.details.some((detail) => detail.startsWith(tryIt)),
          step.stepName,
        ).toBe(true);
      }
    },
  );

  // The blocks the view already has: the steps say their words, «in guillemets», as it shows them.
  it.each(byId('practical_bloques_parpadeo'))(
    '$id names the blink’s blocks as the Blocks view shows them',
    (guide) => {
      const msg = MESSAGES[guide.language as Locale];
      const text = stepsText(guide);
      for (const words of [
        msg.CHISPA_PROGRAM,
        msg.CHISPA_FOREVER,
        msg.CHISPA_SLEEP.replace('%1', '0.5'),
        msg.CHISPA_LED_TOGGLE.replace('%1', 'GP15'),
      ])
        expect(text).toContain(`«${words}»`);
    },
  );

  it.each(blocksGuides)('$id is among the programs the simulator and the page run, in Blocks', (guide) => {
    expect(seededPrograms().find((program) => program.id === guide.id)).toMatchObject({
      kind: 'guide',
      language: guide.language,
      code: guide.code,
      view: 'blocks',
    });
  });
});

describe('the blocks guides’ programs', () => {
  const [blink, button, alarm] = originals as [SeedGuide, SeedGuide, SeedGuide];

  it('blink: the LED on GP15 changes every half second', async () => {
    const { drives } = await simulate(blink.code, { diagram: blink.diagram, runFor: 2000 });
    const levels = drives.flatMap(({ at, drive }) =>
      drive.GP15?.mode === 'output' ? [[at, drive.GP15.value] as const] : [],
    );
    expect(levels).toEqual([
      [0, false],
      [0, true],
      [500, false],
      [1000, true],
      [1500, false],
      [2000, true],
    ]);
  });

  it('button: the LED on GP14’s button is lit while the button is held, and only then', async () => {
    const { drives } = await simulate(button.code, {
      diagram: button.diagram,
      runFor: 300,
      callCostUs: 20,
      inputsAt: timeline([
        [100, { btn1: 1 }],
        [200, {}],
      ]),
    });
    // Each time GP15 changes, and in which tenth of a second of the run.
    const changes: (readonly [number, boolean])[] = [];
    for (const { at, drive } of drives) {
      const level = drive.GP15?.mode === 'output' ? drive.GP15.value : undefined;
      if (level !== undefined && level !== changes.at(-1)?.[1]) changes.push([Math.floor(at / 100), level]);
    }
    expect(changes).toEqual([
      [0, false],
      [1, true],
      [2, false],
    ]);
  });

  it('distance alarm: the buzzer on GP18 sounds only while something is closer than 20 cm', async () => {
    const { drives } = await simulate(alarm.code, {
      diagram: alarm.diagram,
      runFor: 3000,
      callCostUs: 20,
      inputsAt: timeline([
        [1000, { 'sonar1.distance': 10 }],
        [2000, { 'sonar1.distance': 30 }],
      ]),
    });
    const sounding = drives
      .filter(({ drive }) => drive.GP18?.mode === 'pwm' && drive.GP18.duty > 0)
      .map(({ at }) => at);
    expect(sounding.length).toBeGreaterThan(3);
    expect(sounding.every((at) => at >= 1000 && at < 2100)).toBe(true);
  });
});
