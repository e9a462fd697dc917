import { Group, Paper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Panel } from '@xyflow/react';
import { useTranslation } from '../i18n/i18n.ts';
import classes from './canvas.module.css';
import { useEditorStore } from './store.ts';

/** Where to begin on an empty canvas: the components list on the left. Gone once a part is placed. */
export const EmptyCanvasHint = () => {
  const { t } = useTranslation();
  const isEmpty = useEditorStore((state) => state.diagram.parts.length === 0);
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  if (!isEmpty || isReadOnly) return null;
  return (
    <Panel position="center-left" className={classes.emptyHint}>
      <Paper withBorder shadow="xs" radius="md" px="md" py="sm" maw={320} data-empty-canvas-hint="">
        <Group gap="sm" wrap="nowrap">
          <IconArrowLeft size={22} aria-hidden="true" className={classes.emptyHintArrow} />
          <div>
            <Text fw={600} size="sm">
              {t('editor.emptyHint.title')}
            </Text>
            <Text size="sm">{t('editor.emptyHint.text')}</Text>
          </div>
        </Group>
      </Paper>
    </Panel>
  );
};
