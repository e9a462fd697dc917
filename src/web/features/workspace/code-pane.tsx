import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../code/code-editor.tsx';
import { CODE_FILE_NAME, downloadCode } from '../../code/download.ts';
import classes from './workspace.module.css';

interface CodePaneProps {
  code: string;
  isReadOnly: boolean;
  onChange: (code: string) => void;
}

/** The right pane: code.py with its download button. */
export const CodePane = ({ code, isReadOnly, onChange }: CodePaneProps) => {
  const { t } = useTranslation();
  return (
    <section className={classes.codePane} aria-label={t('workspace.code.label')} data-tour="code">
      <div className={classes.codeToolbar}>
        <Text size="sm" fw={600} ff="monospace">
          {CODE_FILE_NAME}
        </Text>
        <Tooltip label={t('workspace.files.downloadCode')}>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            onClick={() => downloadCode(code)}
            aria-label={t('workspace.files.downloadCode')}
          >
            <IconDownload size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </div>
      <div className={classes.codeBody}>
        <CodeEditor
          value={code}
          onChange={onChange}
          readOnly={isReadOnly}
          label={t('workspace.code.editor')}
        />
      </div>
    </section>
  );
};
