import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { LIMITS } from '../../../domain/constants.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { withTimeout } from '../../lib/lazy-page.ts';
import type { CodePaneProps } from './code-pane-content.tsx';
import { useBoardDrawn } from './use-board-drawn.ts';
import classes from './workspace.module.css';

type Content = ComponentType<CodePaneProps>;

let loaded: Content | undefined;

/** The code pane's chunk: CodeMirror, the consoles, the plotter and the board link. */
const loadContent = async (): Promise<Content> => {
  loaded ??= (await withTimeout(import('./code-pane-content.tsx'), LIMITS.lazyLoadTimeoutMs)).CodePaneContent;
  return loaded;
};

type Status = 'waiting' | 'failed';

/** Where the code pane will be, the same size (the split gives the pane its box), while it loads. */
const CodePaneSkeleton = ({ status, onRetry }: { status: Status; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <section
      className={classes.codePane}
      aria-label={t('workspace.code.label')}
      aria-busy={status === 'waiting'}
      data-code-pane={status}
      // The tour's code step shows this box whether the editor has arrived or not.
      data-tour="code"
    >
      <div className={classes.codeToolbar}>
        <Skeleton h={26} w={180} radius="sm" animate={status === 'waiting'} />
        <Skeleton h={26} w={64} radius="sm" animate={status === 'waiting'} />
      </div>
      <div className={classes.codeBody}>
        {status === 'failed' ? (
          <Alert
            m="md"
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title={t('workspace.code.loadFailed')}
            role="alert"
          >
            <Button size="compact-sm" variant="default" mt="xs" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <Stack gap={10} p="md" role="status" aria-label={t('workspace.code.loading')}>
            {[70, 45, 60, 30, 55, 40].map((width) => (
              <Skeleton key={width} h={12} w={`${width}%`} radius="sm" />
            ))}
          </Stack>
        )}
      </div>
    </section>
  );
};

/**
 * The right pane, downloaded after the board is drawn (the canvas comes first): a skeleton of the
 * same size until then, and a retry if the download fails.
 */
export const CodePane = (props: CodePaneProps) => {
  const isDrawn = useBoardDrawn();
  const [Content, setContent] = useState<Content | undefined>(() => loaded);
  const [status, setStatus] = useState<Status>('waiting');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt downloads again
  useEffect(() => {
    if (!isDrawn || Content) return;
    let isCurrent = true;
    loadContent().then(
      (component) => isCurrent && setContent(() => component),
      () => isCurrent && setStatus('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [isDrawn, Content, attempt]);

  const retry = useCallback(() => {
    setStatus('waiting');
    setAttempt((n) => n + 1);
  }, []);

  return Content ? <Content {...props} /> : <CodePaneSkeleton status={status} onRetry={retry} />;
};
