import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../i18n/i18n.ts';

/** The e-mail field of the sign-in and register forms. */
export const EmailField = (props: TextInputProps) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      withAsterisk={false}
      {...props}
    />
  );
};

/**
 * A password field with its named, focusable show/hide toggle (spec §2 Register and Login).
 * Mantine's PasswordInput leaves aria-invalid off its input, so screen readers would not hear
 * that the field holds an error: it is set here for every password field.
 */
export const PasswordField = ({
  autoComplete,
  ...props
}: PasswordInputProps & { autoComplete: 'current-password' | 'new-password' }) => {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('fields.password')}
      autoComplete={autoComplete}
      required
      withAsterisk={false}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('auth.passwordToggle') }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
};
