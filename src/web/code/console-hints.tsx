import { IconBulb, IconInfoCircle } from '@tabler/icons-react';
import type { ErrorHint } from '../../domain/code/error-hints.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { splitAtCodeDone } from './console-text.ts';
import classes from './serial-console.module.css';

/** One line in the student's language among the board's English, marked so it is never taken for output. */
const HintLine = ({ kind, text }: { kind: 'error' | 'done'; text: string }) => {
  const { t } = useTranslation();
  const Icon = kind === 'error' ? IconBulb : IconInfoCircle;
  return (
    <span className={kind === 'error' ? classes.hint : classes.doneHint} data-hint={kind}>
      <Icon size={16} aria-hidden="true" className={classes.hintIcon} />
      <strong>{t('run.hints.label')}</strong> {text}
    </span>
  );
};

interface ConsoleWithHintsProps {
  text: string;
  hint?: ErrorHint;
  /** The run ended by itself (finished or error): say so after `Code done running.` */
  hasEnded: boolean;
}

/**
 * The console as the board prints it, verbatim, with the hint under the traceback (before
 * `Code done running.`) and a line after that block saying the program ended.
 */
export const ConsoleWithHints = ({ text, hint, hasEnded }: ConsoleWithHintsProps) => {
  const { t } = useTranslation();
  const [body, ending] = splitAtCodeDone(text);
  return (
    <>
      {body}
      {hint && <HintLine kind="error" text={t(`run.hints.${hint.key}`, hint.params)} />}
      {ending}
      {hasEnded && ending && <HintLine kind="done" text={t('run.hints.done')} />}
    </>
  );
};
