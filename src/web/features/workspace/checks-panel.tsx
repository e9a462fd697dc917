import { Badge, Button, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangleFilled, IconCircleCheck, IconWand } from '@tabler/icons-react';
import type { CircuitWarning, PinFix } from '../../../domain/circuit/checks.ts';
import { requestPartFocus, useEditorStore } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { checkTexts, fixCodeText, type NamePart, partNamerOf } from './check-texts.ts';
import classes from './checks-panel.module.css';
import { useChecksStore } from './checks-store.ts';

/** The checks tab's name, with how many warnings there are (read out too). */
export const ChecksTabLabel = () => {
  const { t } = useTranslation();
  const count = useChecksStore((state) => state.warnings.length);
  return (
    <span className={classes.tabLabel}>
      {t('checks.tab')}
      {count > 0 && (
        <>
          <Badge size="sm" circle color="#a33b00" aria-hidden="true" data-checks-count={count}>
            {count}
          </Badge>
          <VisuallyHidden>{t('checks.count', { count })}</VisuallyHidden>
        </>
      )}
    </span>
  );
};

interface CheckItemProps {
  warning: CircuitWarning;
  nameOf: NamePart;
  onFixCode?: (fix: PinFix) => void;
}

const CheckItem = ({ warning, nameOf, onFixCode }: CheckItemProps) => {
  const { t } = useTranslation();
  const { codeFix } = warning;
  const { title, why, fix } = checkTexts(t, warning, nameOf);
  const heading = (
    <span className={classes.title}>
      <IconAlertTriangleFilled size={16} aria-hidden="true" className={classes.icon} />
      {title}
    </span>
  );
  return (
    <Paper component="li" withBorder p="xs" data-check={warning.kind}>
      {warning.partIds.length > 0 ? (
        <UnstyledButton className={classes.titleButton} onClick={() => requestPartFocus(warning.partIds)}>
          {heading}
        </UnstyledButton>
      ) : (
        heading
      )}
      <Text size="sm" mt={4}>
        <strong>{t('checks.why')}:</strong> {why}
      </Text>
      <Text size="sm" mt={2}>
        <strong>{t('checks.fix')}:</strong> {fix}
      </Text>
      {codeFix && onFixCode && (
        <Button
          size="compact-sm"
          variant="light"
          mt={6}
          leftSection={<IconWand size={16} aria-hidden="true" />}
          onClick={() => onFixCode(codeFix)}
        >
          {fixCodeText(t, codeFix)}
        </Button>
      )}
    </Paper>
  );
};

/**
 * What the circuit checks found, each with why it matters and how to fix it; a click shows the
 * part. A warning whose fix is a change of pin in the code has a button that makes it.
 */
export const ChecksPanel = ({ onFixCode }: { onFixCode?: (fix: PinFix) => void }) => {
  const { t } = useTranslation();
  const warnings = useChecksStore((state) => state.warnings);
  if (warnings.length === 0) {
    return (
      <div className={classes.panel}>
        <Text size="sm" className={classes.empty}>
          <IconCircleCheck size={18} aria-hidden="true" color="#2b8a3e" />
          {t('checks.empty')}
        </Text>
      </div>
    );
  }
  // Read, not watched: the checks run again after every change of the diagram and hand over new
  // warnings, which re-render this; a drag's mouse moves in between leave it alone.
  const nameOf = partNamerOf(t, useEditorStore.getState().diagram);
  return (
    <div className={classes.panel}>
      <Text size="xs" c="gray.7" mb={6}>
        {t('checks.hint')}
      </Text>
      <Stack component="ul" gap={6} className={classes.list} aria-label={t('checks.listLabel')}>
        {warnings.map((warning) => (
          <CheckItem
            key={`${warning.kind}:${warning.partIds.join(',')}:${warning.pins.join(',')}`}
            warning={warning}
            nameOf={nameOf}
            onFixCode={onFixCode}
          />
        ))}
      </Stack>
    </div>
  );
};
