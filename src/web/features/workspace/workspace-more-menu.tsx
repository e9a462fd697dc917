import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconCopy, IconDotsVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { redo, undo, useCanRedo, useCanUndo } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { MORE_MENU_TARGET } from '../../tour/fallback-targets.ts';
import { LanguageItems } from '../../ui/language-menu.tsx';
import { HelpItems, ShortcutsModal, SupportedPartsModal } from './help-menu.tsx';
import { ImportExportItems, useDiagramImport } from './import-export-menu.tsx';

interface WorkspaceMoreMenuProps {
  projectName: string;
  code: string;
  isReadOnly: boolean;
  onDuplicate: () => void;
  isDuplicating: boolean;
}

/**
 * A phone's one menu for what the wide top bar shows as buttons: undo and redo, duplicate,
 * files, help and language, each under its own heading.
 */
export const WorkspaceMoreMenu = (props: WorkspaceMoreMenuProps) => {
  const { projectName, code, isReadOnly, onDuplicate, isDuplicating } = props;
  const { t } = useTranslation();
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  const importer = useDiagramImport();
  const [isShowingShortcuts, setIsShowingShortcuts] = useState(false);
  const [isShowingParts, setIsShowingParts] = useState(false);

  return (
    <>
      <Menu position="bottom-end" withArrow>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            loading={isDuplicating}
            aria-label={t('workspace.more')}
            data-tour={MORE_MENU_TARGET}
          >
            <IconDotsVertical size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown mah="calc(100dvh - 72px)" style={{ overflowY: 'auto' }}>
          <Menu.Item
            leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
            onClick={undo}
            disabled={isReadOnly || !canUndo}
            closeMenuOnClick={false}
          >
            {t('workspace.undo')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowForwardUp size={16} aria-hidden="true" />}
            onClick={redo}
            disabled={isReadOnly || !canRedo}
            closeMenuOnClick={false}
          >
            {t('workspace.redo')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={onDuplicate}>
            {t('workspace.duplicate')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('workspace.files.menu')}</Menu.Label>
          <ImportExportItems
            projectName={projectName}
            code={code}
            isReadOnly={isReadOnly}
            onImport={importer.open}
          />
          <Menu.Divider />
          <Menu.Label>{t('workspace.help.menu')}</Menu.Label>
          <HelpItems
            onShortcuts={() => setIsShowingShortcuts(true)}
            onSupportedParts={() => setIsShowingParts(true)}
          />
          <Menu.Divider />
          <Menu.Label>{t('language.label')}</Menu.Label>
          <LanguageItems />
        </Menu.Dropdown>
      </Menu>
      {importer.input}
      <ShortcutsModal opened={isShowingShortcuts} onClose={() => setIsShowingShortcuts(false)} />
      <SupportedPartsModal opened={isShowingParts} onClose={() => setIsShowingParts(false)} />
    </>
  );
};
