import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { isSignedOutPagePath } from '../../domain/signed-out-pages.ts';
import { useLight } from './context.ts';
import { IconAlertCircle, IconClose, IconEye } from './icons.tsx';
import classes from './light.module.css';

/**
 * The handful of Mantine pieces the signed-out pages use, as plain elements with the same look
 * (light.module.css) and the same accessible names and roles, without Mantine's code.
 */

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The document title, as the app's PageTitle: "{page} · Chispa". */
export const usePageTitle = (title: string) => {
  const { t } = useLight();
  useEffect(() => {
    document.title = t('app.pageTitle', { page: title });
  }, [t, title]);
};

/** A link that moves between the signed-out pages in place, and loads any other page in full. */
export const Link = ({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => {
  const { navigate } = useLight();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !isPlainClick || !isSignedOutPagePath(href.split(/[?#]/)[0] ?? '')) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...props} />;
};

type ButtonLook = {
  variant?: 'filled' | 'outline' | 'default' | 'subtle';
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

const buttonClass = ({ variant = 'filled', size = 'sm', fullWidth }: ButtonLook, extra?: string) =>
  cx(
    classes.button,
    classes[`button-${variant}`],
    classes[`button-${size}`],
    fullWidth && classes.fullWidth,
    extra,
  );

const ButtonInner = ({ leftSection, rightSection, children }: ButtonLook & { children: ReactNode }) => (
  <span className={classes.buttonInner}>
    {leftSection && <span className={classes.buttonLeft}>{leftSection}</span>}
    <span className={classes.buttonLabel}>{children}</span>
    {rightSection && <span className={classes.buttonRight}>{rightSection}</span>}
  </span>
);

export const Button = ({
  variant,
  size,
  fullWidth,
  leftSection,
  rightSection,
  isLoading,
  className,
  children,
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { isLoading?: boolean }) => (
  <button
    type="button"
    className={buttonClass({ variant, size, fullWidth }, className)}
    disabled={isLoading || props.disabled}
    data-loading={isLoading || undefined}
    {...props}
  >
    {isLoading && <span className={classes.buttonLoader} aria-hidden="true" />}
    <ButtonInner leftSection={leftSection} rightSection={rightSection}>
      {children}
    </ButtonInner>
  </button>
);

export const ButtonLink = ({
  variant,
  size,
  fullWidth,
  leftSection,
  rightSection,
  children,
  href,
  isExternal,
}: ButtonLook & { href: string; children: ReactNode; isExternal?: boolean }) => {
  const className = buttonClass({ variant, size, fullWidth });
  const inner = (
    <ButtonInner leftSection={leftSection} rightSection={rightSection}>
      {children}
    </ButtonInner>
  );
  return isExternal ? (
    <a href={href} className={className}>
      {inner}
    </a>
  ) : (
    <Link href={href} className={className}>
      {inner}
    </Link>
  );
};

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
}

const useFieldIds = (error: string | null | undefined) => {
  const id = useId();
  return { id, errorId: `${id}-error`, describedBy: error ? `${id}-error` : undefined };
};

const FieldFrame = ({
  id,
  label,
  error,
  errorId,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  errorId: string;
  children: ReactNode;
}) => (
  <div className={classes.field}>
    <label className={classes.label} htmlFor={id} id={`${id}-label`}>
      {label}
    </label>
    {children}
    {error && (
      <p className={classes.fieldError} id={errorId}>
        {error}
      </p>
    )}
  </div>
);

/** Mantine's TextInput: label, input, the error under it (the input then aria-invalid). */
export const TextField = ({ label, error, value, onChange, className, ...props }: FieldProps) => {
  const { id, errorId, describedBy } = useFieldIds(error);
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId}>
      <div className={classes.inputWrapper} data-error={error ? true : undefined}>
        <input
          id={id}
          className={cx(classes.input, className)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
      </div>
    </FieldFrame>
  );
};

/** The e-mail field of the sign-in and register forms. */
export const EmailField = (props: FieldProps) => (
  <TextField type="email" autoComplete="email" inputMode="email" {...props} />
);

/** Mantine's PasswordInput: the same, with a named, focusable show/hide toggle inside the field. */
export const PasswordField = ({
  label,
  error,
  value,
  onChange,
  toggleLabel,
  ...props
}: FieldProps & { toggleLabel: string }) => {
  const { id, errorId, describedBy } = useFieldIds(error);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} errorId={errorId}>
      <div className={cx(classes.inputWrapper, classes.withToggle)} data-error={error ? true : undefined}>
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          className={classes.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <span className={classes.toggleSection}>
          <button
            type="button"
            className={classes.toggle}
            aria-label={toggleLabel}
            aria-pressed={isVisible}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            <IconEye reveal={isVisible} />
          </button>
        </span>
      </div>
    </FieldFrame>
  );
};

/** Mantine's light red Alert: role="alert", a title, the message, an optional close button. */
export const ErrorAlert = ({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose?: () => void;
}) => {
  const { t } = useLight();
  const id = useId();
  return (
    <div
      className={classes.alert}
      role="alert"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <div className={classes.alertIcon}>
        <IconAlertCircle size={20} />
      </div>
      <div className={classes.alertBody}>
        <div className={classes.alertTitle}>
          <span id={`${id}-title`}>{title}</span>
        </div>
        <div id={`${id}-body`} className={classes.alertMessage}>
          {message}
        </div>
      </div>
      {onClose && (
        <button type="button" className={classes.alertClose} aria-label={t('common.close')} onClick={onClose}>
          <IconClose size={16} />
        </button>
      )}
    </div>
  );
};

/** Mantine's Divider with a centred label. */
export const Divider = ({ label }: { label: string }) => (
  // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the label; Mantine's Divider is this same div
  <div className={classes.divider} role="separator">
    <span className={classes.dividerLabel}>{label}</span>
  </div>
);

/** The frame of the login and register pages: one h1, a short intro, then the form. */
export const AuthCard = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) => {
  usePageTitle(title);
  return (
    <div className={classes.authContainer}>
      <div className={classes.paper}>
        <div className={classes.stackMd}>
          <div>
            <h1 className={classes.authTitle}>{title}</h1>
            {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
};

export { classes, cx };
