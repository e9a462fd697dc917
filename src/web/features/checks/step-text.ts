import type { ScenarioStep } from '../../../domain/checks/scenario.ts';
import type { TFunction } from '../../i18n/i18n.ts';

/** A behaviour check's steps and failures in the reader's language (issue 25). */

/** 250 → "250 ms", 1500 → "1,5 s" in Spanish: milliseconds under a second, else seconds. */
export const durationText = (ms: number, lang: string): string => {
  const format = (value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value);
  return ms < 1000 ? `${format(ms)} ms` : `${format(ms / 1000)} s`;
};

const dataText = (data: string | readonly number[]) =>
  typeof data === 'string'
    ? data.replace(/\n/g, '⏎')
    : data.map((byte) => String.fromCharCode(byte)).join('');

export const stepText = (t: TFunction, step: ScenarioStep, lang: string): string => {
  switch (step.type) {
    case 'delay':
      return t('behaviourChecks.step.delay', { time: durationText(step.duration.ms, lang) });
    case 'wait-serial':
      return t('behaviourChecks.step.wait-serial', { text: step.text });
    case 'write-serial':
      return t('behaviourChecks.step.write-serial', { text: dataText(step.data) });
    case 'set-control':
      return t('behaviourChecks.step.set-control', {
        part: step.partId,
        control: step.control,
        value: String(step.value),
      });
    case 'expect-pin':
      return t('behaviourChecks.step.expect-pin', {
        part: step.partId,
        pin: step.pin,
        level: t(`behaviourChecks.level.${step.value}`),
      });
    case 'wait-pin':
      return t('behaviourChecks.step.wait-pin', {
        part: step.partId,
        pin: step.pin,
        level: t(`behaviourChecks.level.${step.value}`),
        time: durationText(step.timeout.ms, lang),
      });
  }
};

/** Why a step failed, when the result says. */
export const reasonText = (
  t: TFunction,
  result: { reason?: string; got?: number },
  step: ScenarioStep | undefined,
): string | undefined => {
  const part = step && 'partId' in step ? step.partId : '';
  const control = step?.type === 'set-control' ? step.control : '';
  switch (result.reason) {
    case 'pin':
      return t('behaviourChecks.reason.pin', {
        got: result.got === 0 || result.got === 1 ? t(`behaviourChecks.level.${result.got}`) : '?',
      });
    case 'pin-timeout':
    case 'serial':
    case 'budget':
      return t(`behaviourChecks.reason.${result.reason}`);
    case 'no-part':
    case 'no-control':
      return t(`behaviourChecks.reason.${result.reason}`, { part, control });
    default:
      return undefined;
  }
};

/** The part a step is about, to point at on the canvas. */
export const partOfStep = (step: ScenarioStep | undefined): string | undefined =>
  step && 'partId' in step ? step.partId : undefined;
