import type { SeatSecret } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SeatPictureIcon } from '../../ui/seat-picture.tsx';
import classes from './seats.module.css';

/** A secret as the tutor reads it out: the picture drawn, its name and the two digits. */
export const SeatSecretView = ({ secret, size = 22 }: { secret: SeatSecret; size?: number }) => {
  const { t } = useTranslation();
  return (
    <span className={classes.secret} data-testid="seat-secret">
      <SeatPictureIcon picture={secret.picture} size={size} />
      <span>{t(`seats.pictures.${secret.picture}`)}</span>
      <span className={classes.digits}>{secret.digits}</span>
    </span>
  );
};
