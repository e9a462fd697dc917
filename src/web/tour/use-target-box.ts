import { useLayoutEffect, useState } from 'react';
import { type Box, measureTarget, tourTargets } from './spotlight.ts';

export interface MeasuredTarget {
  target: string;
  box: Box | null;
}

const isSameBox = (a: Box | null, b: Box | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/** Where the target is, kept current through window resizes, scrolling and the target's own resizes. */
export const useTargetBox = (target: string | undefined): MeasuredTarget | null => {
  const [measured, setMeasured] = useState<MeasuredTarget | null>(null);

  useLayoutEffect(() => {
    if (target === undefined) return setMeasured(null);
    const update = () => {
      const box = measureTarget(target);
      setMeasured((current) =>
        current?.target === target && isSameBox(current.box, box) ? current : { target, box },
      );
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    const observer = new ResizeObserver(schedule);
    for (const element of [document.body, ...tourTargets(target)]) observer.observe(element);
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
    };
  }, [target]);

  return measured?.target === target ? measured : null;
};
