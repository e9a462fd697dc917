import { Box, Image } from '@mantine/core';
import { DEFAULTS } from '../../../domain/constants.ts';

const [FROM, TO] = DEFAULTS.bannerGradient;
const GRADIENT = `linear-gradient(135deg, ${FROM}, ${TO})`;

interface CourseCoverProps {
  imageUrl: string | null;
  w: number;
  h: number;
  /** The image's text; '' when the course's name is written next to it. */
  alt: string;
}

/** A course's cover image, or the §9 gradient when it has none. */
export const CourseCover = ({ imageUrl, w, h, alt }: CourseCoverProps) =>
  imageUrl ? (
    <Image src={imageUrl} alt={alt} w={w} h={h} fit="cover" radius="sm" />
  ) : (
    <Box
      w={w}
      h={h}
      style={{ background: GRADIENT, borderRadius: 'var(--mantine-radius-sm)' }}
      aria-hidden="true"
    />
  );
