import { ActionIcon, Code, Group, Kbd, Menu, Modal, Table, Text } from '@mantine/core';
import { IconCpu, IconExternalLink, IconHelp, IconKeyboard, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { describePart } from '../../../domain/circuit/part-names.ts';
import { defaultAttrsFor } from '../../../domain/circuit/parts.ts';
import { WIRE_COLOR_DIGITS } from '../../../domain/circuit/wiring.ts';
import { supportedParts } from '../../../domain/devices/supported-parts.ts';
import { partNameText } from '../../editor/part-names.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSiteSettings } from '../../lib/site-settings.ts';
import { useStartTour } from '../../tour/index.ts';
import { DIAGRAM_SHORTCUTS, type GestureAction } from './workspace-config.ts';

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

/**
 * Every part of the palette with the modules that drive it in the simulator, for teachers
 * (issue 24): drawn from the table the simulator's own tests hold to (supported-parts.ts).
 */
export const SupportedPartsModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('workspace.help.supported.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      centered
    >
      <Text size="sm" mb="sm">
        {t('workspace.help.supported.intro')}
      </Text>
      <Table data-supported-parts>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workspace.help.supported.part')}</Table.Th>
            <Table.Th>{t('workspace.help.supported.modules')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {supportedParts().map(({ type, modules }) => {
            // The palette's own name for a part as it is added ("LED rojo"), without a number.
            const part = {
              id: '',
              type,
              x: 0,
              y: 0,
              rotate: 0 as const,
              flip: false,
              attrs: defaultAttrsFor(type),
            };
            const name = { ...describePart(part), number: undefined, tag: undefined };
            return (
              <Table.Tr key={type}>
                <Table.Td>{partNameText(t, name)}</Table.Td>
                <Table.Td>
                  {modules.length > 0 ? (
                    <Group gap={4}>
                      {modules.map((module) => (
                        // A long name (adafruit_displayio_ssd1306) may break anywhere rather than
                        // push the table past a phone's 360 px.
                        <Code key={module} style={{ overflowWrap: 'anywhere' }}>
                          {module}
                        </Code>
                      ))}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('workspace.help.supported.passive')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Modal>
  );
};

/** The help menu's items: diagram shortcuts, supported parts, the page's guided tour and the feedback form. */
export const HelpItems = ({
  onShortcuts,
  onSupportedParts,
}: {
  onShortcuts: () => void;
  onSupportedParts: () => void;
}) => {
  const { t } = useTranslation();
  const startTour = useStartTour();
  // The school's feedback form, only when the server is told of one (off by default: children).
  const feedbackUrl = useSiteSettings().data?.feedbackUrl;
  return (
    <>
      <Menu.Item leftSection={<IconKeyboard size={16} aria-hidden="true" />} onClick={onShortcuts}>
        {t('workspace.help.shortcuts.title')}
      </Menu.Item>
      <Menu.Item leftSection={<IconCpu size={16} aria-hidden="true" />} onClick={onSupportedParts}>
        {t('workspace.help.supported.title')}
      </Menu.Item>
      {startTour && (
        <Menu.Item leftSection={<IconRoute size={16} aria-hidden="true" />} onClick={startTour}>
          {t('tour.menu')}
        </Menu.Item>
      )}
      {feedbackUrl && (
        <Menu.Item
          component="a"
          href={feedbackUrl}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternalLink size={16} aria-hidden="true" />}
        >
          {t('workspace.help.feedback')}
        </Menu.Item>
      )}
    </>
  );
};

/** Spec §2 help menu: diagram shortcuts, the guided tour of the page and the external feedback form. */
export const HelpMenu = () => {
  const { t } = useTranslation();
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
            aria-label={t('workspace.help.menu')}
            data-tour="help"
          >
            <IconHelp size={20} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <HelpItems
            onShortcuts={() => setIsShowingShortcuts(true)}
            onSupportedParts={() => setIsShowingParts(true)}
          />
        </Menu.Dropdown>
      </Menu>
      <ShortcutsModal opened={isShowingShortcuts} onClose={() => setIsShowingShortcuts(false)} />
      <SupportedPartsModal opened={isShowingParts} onClose={() => setIsShowingParts(false)} />
    </>
  );
};
