import { Popover, Portal } from '@mantine/core';
import {
  Component,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import classes from './guided-tour.module.css';
import { bringIntoView, cardPlacement, isTargetReachable, spotlightBox, tourTargets } from './spotlight.ts';
import { TourCard } from './tour-card.tsx';
import {
  commandForKey,
  findStep,
  firstStep,
  moveTour,
  progressOf,
  type TourCommand,
} from './tour-sequence.ts';
import { TOUR_STEP_SHOWN, TOURS, type TourStep, type TourVariant } from './tours.ts';
import { useTargetBox } from './use-target-box.ts';
import type { TourCloseReason } from './use-tour.ts';

const SPOTLIGHT_PADDING = 6;
/** The least room between the card and the screen's edge. */
const VIEWPORT_MARGIN = 8;
/** Keys the card's own buttons and focus trap need; every other key stays away from the page. */
const CARD_KEYS = new Set(['Tab', 'Enter', ' ']);

/** Focus goes back where it was; from a menu item (gone once the menu closes) to the menu's button. */
const focusReturnTarget = (active: Element | null): HTMLElement | null => {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const labelledBy = active.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const opener = labelledBy ? document.getElementById(labelledBy) : null;
  return opener ?? active;
};

interface TourOverlayProps {
  steps: readonly TourStep[];
  onClose: (reason: TourCloseReason) => void;
}

const TourOverlay = ({ steps, onClose }: TourOverlayProps) => {
  const ids = { title: useId(), body: useId() };
  const [index, setIndex] = useState<number | null>(null);
  const direction = useRef<1 | -1>(1);
  /** Targets that could not be brought on screen: this showing of the tour no longer points at them. */
  const missed = useRef(new Set<string>());
  /** What a step points at: its target, or its fallback when the target cannot be seen; null for neither. */
  const targetOf = useCallback(
    (candidate: TourStep) =>
      [candidate.target, candidate.fallback].find(
        (target): target is string =>
          target !== undefined && !missed.current.has(target) && isTargetReachable(target),
      ) ?? null,
    [],
  );
  const isShown = useCallback((candidate: TourStep) => targetOf(candidate) !== null, [targetOf]);
  /** Like isShown, and says in the console why a step is left out (spec §8: console only). */
  const isShownOrWarn = useCallback(
    (candidate: TourStep) => {
      const shown = isShown(candidate);
      if (!shown)
        console.warn(`Guided tour: no visible [data-tour="${candidate.target}"], the step is skipped`);
      return shown;
    },
    [isShown],
  );
  const step = index === null ? undefined : steps[index];
  const target = step ? (targetOf(step) ?? step.target) : undefined;
  // Before it is measured: a target above or below the screen is scrolled to.
  useLayoutEffect(() => {
    if (target !== undefined) bringIntoView(target);
  }, [target]);
  const measured = useTargetBox(target);

  useEffect(() => {
    const returnTo = focusReturnTarget(document.activeElement);
    const first = firstStep(steps, isShownOrWarn);
    if (first === null) onClose('unavailable');
    else setIndex(first);
    return () => {
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [steps, onClose, isShownOrWarn]);

  useEffect(() => {
    if (target === undefined) return;
    for (const element of tourTargets(target)) element.dispatchEvent(new Event(TOUR_STEP_SHOWN));
  }, [target]);

  // A target that went away or stayed off screen while its step is shown: move on to one that is there.
  useEffect(() => {
    if (index === null || !measured || measured.box) return;
    missed.current.add(measured.target);
    const replacement =
      findStep(steps, index, direction.current, isShownOrWarn) ??
      findStep(steps, index, direction.current === 1 ? -1 : 1, isShownOrWarn);
    if (replacement === null) onClose('unavailable');
    else setIndex(replacement);
  }, [index, measured, steps, onClose, isShownOrWarn]);

  const run = useCallback(
    (command: TourCommand) => {
      if (index === null) return;
      const move = moveTour(steps, index, command, isShownOrWarn);
      if ('end' in move) return onClose(move.end);
      direction.current = command === 'back' ? -1 : 1;
      setIndex(move.index);
    },
    [index, steps, onClose, isShownOrWarn],
  );

  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    // Capturing on window runs before the canvas's shortcuts, which then never see these keys.
    const handleKeyDown = (event: KeyboardEvent) => {
      const isOnButton = event.target instanceof Element && event.target.closest('button') !== null;
      const command = commandForKey(event.key, isOnButton);
      if (command) {
        event.preventDefault();
        runRef.current(command);
      }
      if (command || !CARD_KEYS.has(event.key)) event.stopPropagation();
    };
    window.addEventListener('keydown', handleKeyDown, true);
    return () => window.removeEventListener('keydown', handleKeyDown, true);
  }, []);

  /** A tap on the dimmed page, outside the card, ends the tour as Skip does. */
  const handleOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && !event.target.closest('[data-tour-card]')) onClose('skipped');
  };

  if (index === null || !step || !measured?.box) return null;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const box = spotlightBox(measured.box, SPOTLIGHT_PADDING, viewport);
  const card = cardPlacement(box, viewport, step.placement ?? 'bottom');
  const spotlight = <div className={classes.spotlight} style={box} data-tour-spotlight={measured.target} />;
  return (
    <Portal>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the dimming is no control; Escape and the card's ✕ are the keyboard's way out. */}
      <div className={classes.overlay} data-tour-overlay="" onClick={handleOverlayClick}>
        {card.anchor && spotlight}
        <Popover
          opened
          position={card.position}
          offset={12}
          width={card.width}
          withArrow
          middlewares={{ flip: true, shift: { padding: VIEWPORT_MARGIN } }}
          shadow="md"
          withinPortal={false}
          floatingStrategy="fixed"
          trapFocus
          withRoles={false}
          closeOnEscape={false}
          closeOnClickOutside={false}
          transitionProps={{ duration: 0 }}
          zIndex={401}
        >
          <Popover.Target>
            {card.anchor ? (
              <div className={classes.anchor} style={card.anchor} aria-hidden="true" />
            ) : (
              spotlight
            )}
          </Popover.Target>
          <Popover.Dropdown
            role="dialog"
            aria-modal="true"
            aria-labelledby={ids.title}
            aria-describedby={ids.body}
            data-tour-card=""
          >
            <TourCard step={step} progress={progressOf(steps, index, isShown)} onCommand={run} ids={ids} />
          </Popover.Dropdown>
        </Popover>
      </div>
    </Portal>
  );
};

/** A tour that breaks says so in the console and closes; it never takes the page down (spec §8). */
class TourBoundary extends Component<{ onError: () => void; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Guided tour failed to start', error);
    this.props.onError();
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

interface GuidedTourProps {
  variant: TourVariant;
  open: boolean;
  onClose: (reason: TourCloseReason) => void;
}

/**
 * The guided tour: the page dimmed around a spotlight on one element at a time, with a card
 * beside it. Esc skips, Right or Enter goes on, Left goes back; focus returns when it ends.
 */
export const GuidedTour = ({ variant, open, onClose }: GuidedTourProps) =>
  open ? (
    <TourBoundary onError={() => onClose('unavailable')}>
      <TourOverlay steps={TOURS[variant]} onClose={onClose} />
    </TourBoundary>
  ) : null;
