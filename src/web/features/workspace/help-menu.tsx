import { ActionIcon, Group, Kbd, Menu, Modal, Table, Text } from '@mantine/core';
import { IconExternalLink, IconHelp, IconKeyboard, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { WIRE_COLOR_DIGITS } from '../../../domain/circuit/wiring.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useStartTour } from '../../tour/index.ts';
import { DIAGRAM_SHORTCUTS, FEEDBACK_URL, type GestureAction } from './workspace-config.ts';

/** Wokwi's colour keys, spelled out: "0 negro · 1 marrón · …". */
const WireColorKeys = () => {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {WIRE_COLOR_DIGITS.map((color, digit) => `${digit} ${t(`editor.colors.${color}`)}`).join(' · ')}
    </Text>
  );
};

/** The diagram's shortcuts and gestures, opened from a help menu. */
export const ShortcutsModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('workspace.help.shortcutsTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workspace.help.action')}</Table.Th>
            <Table.Th>{t('workspace.help.how')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {DIAGRAM_SHORTCUTS.map(({ action, keys }) => (
            <Table.Tr key={action}>
              <Table.Td>
                {t(`workspace.help.shortcuts.${action}`)}
                {action === 'wireColor' && <WireColorKeys />}
              </Table.Td>
              <Table.Td>
                {keys.length > 0 ? (
                  <Group gap={4} wrap="nowrap">
                    {keys.map((key, index) => (
                      <Group key={key} gap={4} wrap="nowrap">
                        {index > 0 && (
                          <Text span size="xs">
                            +
                          </Text>
                        )}
                        <Kbd>{key}</Kbd>
                      </Group>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm">{t(`workspace.help.gestures.${action as GestureAction}`)}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
};

/** The help menu's items: diagram shortcuts, the page's guided tour and the external feedback form. */
export const HelpItems = ({ onShortcuts }: { onShortcuts: () => void }) => {
  const { t } = useTranslation();
  const startTour = useStartTour();
  return (
    <>
      <Menu.Item leftSection={<IconKeyboard size={16} aria-hidden="true" />} onClick={onShortcuts}>
        {t('workspace.help.shortcuts.title')}
      </Menu.Item>
      {startTour && (
        <Menu.Item leftSection={<IconRoute size={16} aria-hidden="true" />} onClick={startTour}>
          {t('tour.menu')}
        </Menu.Item>
      )}
      <Menu.Item
        component="a"
        href={FEEDBACK_URL}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconExternalLink size={16} aria-hidden="true" />}
      >
        {t('workspace.help.feedback')}
      </Menu.Item>
    </>
  );
};

/** Spec §2 help menu: diagram shortcuts, the guided tour of the page and the external feedback form. */
export const HelpMenu = () => {
  const { t } = useTranslation();
  const [isShowingShortcuts, setIsShowingShortcuts] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withArrow>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            aria-label={t('workspace.help.menu')}
            data-tour="help"
          >
            <IconHelp size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <HelpItems onShortcuts={() => setIsShowingShortcuts(true)} />
        </Menu.Dropdown>
      </Menu>
      <ShortcutsModal opened={isShowingShortcuts} onClose={() => setIsShowingShortcuts(false)} />
    </>
  );
};
