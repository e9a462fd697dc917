import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLoader } from '../code-editor-loader.ts';
import { blocksViewLoader } from './blocks-loader.ts';
import type { BlocksViewProps } from './blocks-view-props.ts';

/** The Blocks view once downloaded; meanwhile a line saying so, or the failure with a retry. */
export const BlocksSurface = (props: BlocksViewProps) => {
  const { t } = useTranslation();
  const { status, editor: View } = useLoader(blocksViewLoader);
  useEffect(() => blocksViewLoader.request(), []);

  if (View) return <View {...props} />;
  if (status === 'failed') {
    return (
      <Alert
        color="orange"
        icon={<IconAlertCircle size={18} aria-hidden="true" />}
        role="alert"
        m="xs"
        p="xs"
      >
        {t('workspace.blocks.loadFailed')}
        <Button size="compact-sm" variant="default" mt={6} display="block" onClick={blocksViewLoader.retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Text size="sm" c="dimmed" p="xs" role="status" data-blocks-view="loading">
      <Loader size="xs" mr={6} display="inline-block" />
      {t('workspace.blocks.loading')}
    </Text>
  );
};
