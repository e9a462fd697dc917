import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useDeviceView } from '../device-views.ts';
import type { PartGeometry, PinInfo } from '../geometry.ts';
import { isInteractiveType, useIsRunning, useLiveInput, useLiveProps } from '../live-parts.ts';
import { partText } from '../part-names.ts';
import { hasSensorControls } from '../sensor-types.ts';
import { partIn, useEditorStore } from '../store.ts';
import classes from './parts.module.css';
import type { WokwiTag } from './wokwi-jsx.ts';
import { loadWokwiElement, wokwiPropsFor } from './wokwi-registry.ts';

interface WokwiPartProps {
  tag: WokwiTag;
  attrs: Readonly<Record<string, string>>;
  onGeometry?: (geometry: PartGeometry) => void;
  /** The part on the canvas this draws, to show what a running program does to it. */
  partId?: string;
}

type PinnedElement = HTMLElement & { pinInfo?: PinInfo[]; updateComplete?: Promise<unknown> };

const readGeometry = (box: HTMLElement, element: PinnedElement): PartGeometry => ({
  width: box.offsetWidth,
  height: box.offsetHeight,
  pins: (element.pinInfo ?? []).map(({ name, x, y, description }) => ({ name, x, y, description })),
});

/**
 * The element's own controls (a knob's range input, a switch's checkbox) carry no name, and the
 * knob's drawing claims to be a slider without a value: name the control after the part and
 * hide the drawing, while it can be operated.
 */
const useOperableLabels = (element: HTMLElement | null, partId: string | undefined) => {
  const { t } = useTranslation();
  const part = useEditorStore((state) => partIn(state, partId));
  useEffect(() => {
    const root = element?.shadowRoot;
    if (!root || partId === undefined) return;
    const label = t('editor.live.control', { name: part ? partText(t, part) : partId });
    const apply = () => {
      for (const input of root.querySelectorAll('input')) input.setAttribute('aria-label', label);
      for (const drawing of root.querySelectorAll('svg[role]')) drawing.setAttribute('aria-hidden', 'true');
    };
    void Promise.resolve((element as { updateComplete?: Promise<unknown> }).updateComplete).then(apply);
  }, [element, partId, part, t]);
};

/** Only a running workspace opens a sensor's control: pages that draw circuits never load it. */
const SensorControls = lazy(() =>
  import('../sensor-controls.tsx').then(({ SensorControls }) => ({ default: SensorControls })),
);

/** A part drawn by @wokwi/elements; reports its size and `pinInfo` once defined and rendered. */
export const WokwiPart = ({ tag, attrs, onGeometry, partId }: WokwiPartProps) => {
  const [isLoaded, setIsLoaded] = useState(() => customElements.get(tag) !== undefined);
  const boxRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef<PinnedElement>(null);
  const [element, setElement] = useState<PinnedElement | null>(null);
  const liveProps = useLiveProps(partId, tag);
  // While running, a press on a button or knob operates it instead of dragging the part.
  const isRunning = useIsRunning();
  const isOperable = isRunning && partId !== undefined && (isInteractiveType(tag) || hasSensorControls(tag));
  useLiveInput(partId, tag, element);
  useDeviceView(partId, tag, element);
  const setRefs = useCallback((node: PinnedElement | null) => {
    elementRef.current = node;
    setElement(node);
  }, []);
  const reportRef = useRef(onGeometry);
  reportRef.current = onGeometry;
  useOperableLabels(element, isOperable ? partId : undefined);

  useEffect(() => {
    let isCurrent = true;
    void loadWokwiElement(tag).then(() => isCurrent && setIsLoaded(true));
    return () => {
      isCurrent = false;
    };
  }, [tag]);

  const props = wokwiPropsFor(tag, attrs);
  const propsKey = JSON.stringify(props);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the drawn props change
  useEffect(() => {
    const box = boxRef.current;
    const element = elementRef.current;
    if (!isLoaded || !box || !element) return;
    let isCurrent = true;
    const report = () => {
      if (isCurrent) reportRef.current?.(readGeometry(box, element));
    };
    void Promise.resolve(element.updateComplete).then(report);
    element.addEventListener('pininfo-change', report);
    const observer = new ResizeObserver(report);
    observer.observe(box);
    return () => {
      isCurrent = false;
      element.removeEventListener('pininfo-change', report);
      observer.disconnect();
    };
  }, [isLoaded, propsKey]);

  const Tag = tag;
  const drawing = (
    <div
      ref={boxRef}
      className={isOperable ? `${classes.wokwi} nodrag` : classes.wokwi}
      data-part-drawing={tag}
      data-operable={isOperable || undefined}
      // On the canvas a part is edited, not operated: its own buttons and knobs stay out of the
      // tab order and of the accessibility tree until a program runs.
      inert={partId !== undefined && !isOperable}
    >
      {isLoaded ? <Tag ref={setRefs} {...props} {...liveProps} /> : <div className={classes.placeholder} />}
    </div>
  );
  // A running sensor opens its control (a distance, a temperature) on a click or Enter.
  return isRunning && partId !== undefined && hasSensorControls(tag) ? (
    <Suspense fallback={drawing}>
      <SensorControls partId={partId} type={tag}>
        {drawing}
      </SensorControls>
    </Suspense>
  ) : (
    drawing
  );
};
