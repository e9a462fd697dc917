import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CLASS_CODE_LENGTH,
  formatClassCode,
  normalizeClassCode,
  type SeatPicture,
} from '../../domain/class-codes.ts';
import type { ClassList } from '../../domain/seats.ts';
import { loginPath } from '../lib/paths.ts';
import { classSignInError, lookUpClass, signInToSeat } from './class-sign-in-errors.ts';
import { useClassTexts } from './class-texts.ts';
import { useLight } from './context.ts';
import classes from './light.module.css';
import { PictureGrid } from './picture-grid.tsx';
import { preloadApp } from './preload.ts';
import { enterApp } from './session.ts';
import { AuthCard, Button, ErrorAlert, Link, TextField, classes as ui } from './ui.tsx';

type Seat = ClassList['seats'][number];
type Step =
  | { kind: 'code' }
  | { kind: 'name'; list: ClassList }
  | { kind: 'secret'; list: ClassList; seat: Seat };

/** Moves focus to a step's heading when the step changes, so a keyboard or screen reader follows. */
const useStepHeading = (step: Step['kind']) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the step, on purpose.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
};

/**
 * Issue 27, principal-page/class: a child signs in with the class code (a card's QR fills it in),
 * picks their nickname from the class list, then gives their secret (a picture and two digits).
 * Nothing is remembered on the computer: the next child starts from the code again.
 */
export const ClassSignInPage = () => {
  const { t, lang, search } = useLight();
  const fromCard = normalizeClassCode(new URLSearchParams(search).get('code') ?? '').slice(0, 40);
  const [step, setStep] = useState<Step>({ kind: 'code' });
  const heading = useStepHeading(step.kind);
  const headingId = useId();
  const isReady = useClassTexts(lang);

  // Its texts arrive apart (class-texts.ts): nothing is drawn until they are here.
  if (!isReady) return null;

  return (
    <AuthCard
      title={t('seats.signIn.title')}
      subtitle={step.kind === 'code' ? t('seats.signIn.subtitle') : undefined}
    >
      {step.kind === 'code' && (
        <CodeStep initial={fromCard} onFound={(list) => setStep({ kind: 'name', list })} />
      )}
      {step.kind === 'name' && (
        <section aria-labelledby={headingId} className={ui.stackSm}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={classes.stepTitle}>
            {t('seats.signIn.pickName', { group: step.list.group.name })}
          </h2>
          <NameList list={step.list} onPick={(seat) => setStep({ kind: 'secret', list: step.list, seat })} />
          <Button variant="subtle" onClick={() => setStep({ kind: 'code' })}>
            {t('seats.signIn.otherCode')}
          </Button>
        </section>
      )}
      {step.kind === 'secret' && (
        <section aria-labelledby={headingId} className={ui.stackSm}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={classes.stepTitle}>
            {t('seats.signIn.hello', { nickname: step.seat.nickname })}
          </h2>
          <SecretStep
            list={step.list}
            seat={step.seat}
            onBack={() => setStep({ kind: 'name', list: step.list })}
          />
        </section>
      )}
      <p className={ui.switchText}>
        <Link href={loginPath(lang)} className={ui.anchor}>
          {t('seats.signIn.withEmail')}
        </Link>
      </p>
    </AuthCard>
  );
};

/** What the light client's `lazy` takes (app.tsx imports this module by its address). */
export default ClassSignInPage;

const CodeStep = ({ initial, onFound }: { initial: string; onFound: (list: ClassList) => void }) => {
  const { t } = useLight();
  const [code, setCode] = useState(initial ? formatClassCode(initial) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const lookUp = async (typed: string) => {
    const normal = normalizeClassCode(typed);
    if (normal.length !== CLASS_CODE_LENGTH)
      return setFieldError(t('seats.signIn.codeLength', { count: CLASS_CODE_LENGTH }));
    setFieldError(null);
    setFailure(null);
    setIsPending(true);
    preloadApp();
    try {
      onFound(await lookUpClass(normal));
    } catch (error) {
      setFailure(classSignInError(t, error));
      setIsPending(false);
    }
  };

  // A card's QR code brings the code: look it up at once, the child goes straight to their name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code the page opened with.
  useEffect(() => {
    if (initial.length === CLASS_CODE_LENGTH) void lookUp(initial);
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(code);
  };

  return (
    <form onSubmit={handleSubmit} noValidate className={ui.stackSm}>
      {failure && (
        <ErrorAlert title={t('seats.signIn.failed')} message={failure} onClose={() => setFailure(null)} />
      )}
      <TextField
        label={t('seats.signIn.code')}
        value={code}
        onChange={(value) => {
          setCode(value.toUpperCase());
          setFieldError(null);
        }}
        error={fieldError}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        className={classes.codeInput}
        placeholder="ABCD-EFGH"
      />
      <Button type="submit" fullWidth size="md" isLoading={isPending}>
        {t('seats.signIn.next')}
      </Button>
    </form>
  );
};

const NameList = ({ list, onPick }: { list: ClassList; onPick: (seat: Seat) => void }) => {
  const { t } = useLight();
  if (list.seats.length === 0) return <p className={classes.empty}>{t('seats.signIn.noSeats')}</p>;
  return (
    <ul className={classes.names}>
      {list.seats.map((seat) => (
        <li key={seat.id}>
          <button type="button" className={classes.name} onClick={() => onPick(seat)}>
            {seat.nickname}
          </button>
        </li>
      ))}
    </ul>
  );
};

const SecretStep = ({ list, seat, onBack }: { list: ClassList; seat: Seat; onBack: () => void }) => {
  const { t } = useLight();
  const [picture, setPicture] = useState<SeatPicture | null>(null);
  const [digits, setDigits] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picture) return setFieldError(t('seats.signIn.pickPicture'));
    if (!/^[0-9]{2}$/.test(digits)) return setFieldError(t('seats.signIn.twoDigits'));
    setFieldError(null);
    setFailure(null);
    setIsPending(true);
    try {
      await signInToSeat({ code: list.code, seatId: seat.id, secret: { picture, digits } });
      enterApp();
    } catch (error) {
      setFailure(classSignInError(t, error));
      setDigits('');
      setIsPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className={ui.stackSm}>
      {failure && (
        <ErrorAlert title={t('seats.signIn.failed')} message={failure} onClose={() => setFailure(null)} />
      )}
      <PictureGrid value={picture} onChange={setPicture} legend={t('seats.signIn.picture')} />
      <TextField
        label={t('seats.signIn.digits')}
        value={digits}
        onChange={(value) => setDigits(value.replace(/\D/g, '').slice(0, 2))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        className={classes.digitsInput}
        error={fieldError}
      />
      <Button type="submit" fullWidth size="md" isLoading={isPending}>
        {t('seats.signIn.enter')}
      </Button>
      <Button variant="subtle" onClick={onBack}>
        {t('seats.signIn.notMe', { nickname: seat.nickname })}
      </Button>
    </form>
  );
};
