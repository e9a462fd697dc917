import { formatClassCode, type Seat } from '../../../domain/seats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SeatPictureIcon } from '../../ui/seat-picture.tsx';
import { QrCode } from './qr-code.tsx';
import classes from './seat-cards.module.css';

interface SeatCardProps {
  seat: Seat;
  groupName: string;
  code: string;
  /** The class sign-in's address without the code (`https://…/es/principal-page/class`). */
  signInUrl: string;
}

/**
 * One student's card, in the page's language: who it is for, the class code, the nickname to pick,
 * the secret (the picture drawn, its name and the digits), where to sign in, and a QR code that
 * opens the class sign-in with the code filled in.
 */
export const SeatCard = ({ seat, groupName, code, signInUrl }: SeatCardProps) => {
  const { t } = useTranslation();
  const picture = t(`seats.pictures.${seat.secret.picture}`);
  const qrUrl = `${signInUrl}?${new URLSearchParams({ code })}`;
  return (
    <article
      className={classes.card}
      data-testid="seat-card"
      aria-label={t('seats.cards.cardOf', { name: seat.name })}
    >
      <header className={classes.cardHead}>
        <span className={classes.brand}>{t('app.name')}</span>
        <span className={classes.group}>{groupName}</span>
      </header>
      <p className={classes.name} data-testid="card-name">
        {seat.name}
      </p>
      <dl className={classes.facts}>
        <dt>{t('seats.cards.code')}</dt>
        <dd className={classes.code} data-testid="card-code">
          {formatClassCode(code)}
        </dd>
        <dt>{t('seats.cards.nickname')}</dt>
        <dd className={classes.nickname}>{seat.nickname}</dd>
        <dt>{t('seats.cards.secret')}</dt>
        <dd className={classes.secret} data-testid="card-secret">
          <SeatPictureIcon picture={seat.secret.picture} size={40} />
          <span>{picture}</span>
          <span className={classes.digits}>{seat.secret.digits}</span>
        </dd>
      </dl>
      <div className={classes.where}>
        <QrCode text={qrUrl} size={112} label={t('seats.cards.qr', { code: formatClassCode(code) })} />
        <div>
          <p className={classes.steps}>{t('seats.cards.steps')}</p>
          <p className={classes.url} data-testid="card-url">
            {signInUrl}
          </p>
        </div>
      </div>
    </article>
  );
};
