import { IconSchool } from '@tabler/icons-react';
import { cardImage } from '../../domain/card-images.ts';
import { DEFAULTS } from '../../domain/constants.ts';
import classes from './course-cover.module.css';
import { safeImageUrl } from './safe-url.ts';

/** Spec §9: a course without its image shows the gradient from #667eea to #764ba2. */
export const COURSE_GRADIENT = `linear-gradient(135deg, ${DEFAULTS.bannerGradient[0]}, ${DEFAULTS.bannerGradient[1]})`;

interface CourseCoverProps {
  /** The cover or banner image; null (or a URL images may not come from) shows the gradient. */
  imageUrl: string | null;
  className?: string;
  /** An object URL of a file chosen on this page (the banner modal's preview), shown as it is. */
  localUrl?: string | null;
  /** A faint school sign on the gradient, where no text sits on top of it (cards, modules). */
  withSign?: boolean;
  /**
   * How wide the cover shows (`<img sizes>`) where it is small, a card: the browser then picks
   * a resized copy. Without it (a banner) the original is shown.
   */
  sizes?: string;
}

/** A course's picture, decorative (the course's name is always written beside it). */
export const CourseCover = ({ imageUrl, localUrl, className, withSign = false, sizes }: CourseCoverProps) => {
  const src = localUrl ?? (imageUrl ? safeImageUrl(imageUrl) : null);
  const image = src && !localUrl && sizes ? cardImage(src, sizes) : { src: src ?? undefined };
  return (
    <div
      className={[classes.cover, className].filter(Boolean).join(' ')}
      style={{ backgroundImage: COURSE_GRADIENT }}
      data-cover={src ? 'image' : 'gradient'}
    >
      {src ? (
        <img className={classes.image} {...image} alt="" loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        withSign && <IconSchool className={classes.sign} stroke={1.2} aria-hidden="true" />
      )}
    </div>
  );
};
