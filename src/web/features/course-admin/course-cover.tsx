import { Box, Image } from '@mantine/core';
import { DEFAULTS } from '../../../domain/constants.ts';
import { safeImageUrl } from '../../ui/safe-url.ts';

const [FROM, TO] = DEFAULTS.bannerGradient;
const GRADIENT = `linear-gradient(135deg, ${FROM}, ${TO})`;

interface CourseCoverProps {
  imageUrl: string | null;
  w: number;
  h: number;
}

/**
 * A course's cover in the table, decorative (its name is in the next cell): the image, or the §9
 * gradient when it has none or its URL is not one images may come from.
 */
export const CourseCover = ({ imageUrl, w, h }: CourseCoverProps) => {
  const src = imageUrl ? safeImageUrl(imageUrl) : null;
  return src ? (
    <Image src={src} alt="" w={w} h={h} fit="cover" radius="sm" referrerPolicy="no-referrer" />
  ) : (
    <Box
      w={w}
      h={h}
      style={{ background: GRADIENT, borderRadius: 'var(--mantine-radius-sm)' }}
      data-cover="gradient"
    />
  );
};
