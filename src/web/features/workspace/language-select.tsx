import { NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { CODE_LANGUAGES, type CodeLanguage } from '../../../domain/code/language.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { setProjectLanguage, useHasLanguageBoard, useProjectLanguage } from './project-language.ts';

interface LanguageFieldProps {
  language: CodeLanguage;
  hasBoard: boolean;
  isReadOnly: boolean;
  onChange: (language: CodeLanguage) => void;
}

/**
 * The project's language, CircuitPython or MicroPython (issue 29), in the code pane: a native
 * select (the keyboard's and the screen reader's own control) that sets the board's `env` through
 * the editor's attrs command, so it is undone with Ctrl-Z and saved with the circuit. Without a
 * board there is nothing to set: disabled, saying why. Read-only projects show it as text.
 */
export const LanguageSelect = ({ isReadOnly }: { isReadOnly: boolean }) => (
  <LanguageField
    language={useProjectLanguage()}
    hasBoard={useHasLanguageBoard()}
    isReadOnly={isReadOnly}
    onChange={setProjectLanguage}
  />
);

/** The control itself, from its values (the store's, above). */
export const LanguageField = ({ language, hasBoard, isReadOnly, onChange }: LanguageFieldProps) => {
  const { t } = useTranslation();
  const nameOf = (value: CodeLanguage) => t(`code.language.names.${value}`);

  if (isReadOnly) {
    return (
      <Text size="xs" c="gray.8" data-code-language={language}>
        {t('code.language.readOnly', { language: nameOf(language) })}
      </Text>
    );
  }
  return (
    <NativeSelect
      size="xs"
      aria-label={t('code.language.label')}
      title={hasBoard ? undefined : t('code.language.noBoard')}
      // Mantine links its description to the select (aria-describedby); shown on hover as the title.
      description={hasBoard ? undefined : <VisuallyHidden>{t('code.language.noBoard')}</VisuallyHidden>}
      disabled={!hasBoard}
      value={language}
      data={CODE_LANGUAGES.map((value) => ({ value, label: nameOf(value) }))}
      onChange={(event) => onChange(event.currentTarget.value as CodeLanguage)}
      data-code-language={language}
    />
  );
};
