import { useId } from 'react';
import { SEAT_PICTURES, type SeatPicture } from '../../domain/class-codes.ts';
import { SeatPictureIcon } from '../ui/seat-picture.tsx';
import { useLight } from './context.ts';
import classes from './light.module.css';

/**
 * The secret's pictures as native radio buttons, each drawn and named: Tab enters the group at the
 * chosen picture (or the first), the arrow keys move and choose, as any radio group does.
 */
export const PictureGrid = ({
  value,
  onChange,
  legend,
}: {
  value: SeatPicture | null;
  onChange: (picture: SeatPicture) => void;
  legend: string;
}) => {
  const { t } = useLight();
  const name = useId();
  return (
    <fieldset className={classes.pictureSet}>
      <legend className={classes.question}>{legend}</legend>
      <div className={classes.pictures}>
        {SEAT_PICTURES.map((picture) => (
          <label key={picture} className={classes.picture} data-picture={picture}>
            <input
              type="radio"
              name={name}
              value={picture}
              checked={value === picture}
              onChange={() => onChange(picture)}
              className={classes.radio}
            />
            <SeatPictureIcon picture={picture} size={36} />
            <span className={classes.pictureName}>{t(`seats.pictures.${picture}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
