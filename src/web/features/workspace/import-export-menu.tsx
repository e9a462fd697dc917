import { Button, List, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconCode,
  IconFileExport,
  IconFileImport,
  IconPhoto,
  IconVectorBezier,
} from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import type { WokwiImport, WokwiIssue } from '../../../domain/circuit/wokwi.ts';
import { toWokwiJson } from '../../../domain/circuit/wokwi-export.ts';
import { downloadBlob, downloadCode, downloadLabel } from '../../code/download.ts';
import { dispatch, exportPng, exportSvg, getDiagram, pinPositionOnCanvas } from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useProgramFile } from './project-language.ts';

interface ImportExportMenuProps {
  projectName: string;
  code: string;
  isReadOnly: boolean;
}

/** A file name from the project's name: letters, digits, '-' and '_' only. */
const baseName = (name: string) =>
  name
    .trim()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'chispa';

/**
 * The file read as a Wokwi diagram.json, or null when the import's code (its schemas, with zod)
 * could not be downloaded: it comes with the first import, not with the page.
 */
const readDiagramFile = async (file: File): Promise<WokwiImport | null> => {
  const text = await file.text();
  try {
    const { parseWokwiJson } = await import('../../../domain/circuit/wokwi.ts');
    return parseWokwiJson(text);
  } catch {
    return null;
  }
};

/**
 * Importing a Wokwi diagram.json: `input` is the hidden file field to render (outside any menu, so
 * it outlives the menu's dropdown) and `open` asks for the file.
 */
export const useDiagramImport = (): { open: () => void; input: ReactNode } => {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  /** The issue in the user's language, with the English detail that names the part or wire. */
  const issueText = (issue: WokwiIssue) => `${t(`workspace.files.issues.${issue.code}`)} (${issue.message})`;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const result = await readDiagramFile(file);
    if (!result) {
      // The import's code could not be downloaded: choosing the file again retries.
      notifications.show({
        color: 'red',
        title: t('workspace.files.importFailed'),
        message: t('common.loadFailed'),
      });
      return;
    }
    if (!result.ok) {
      notifications.show({
        color: 'red',
        title: t('workspace.files.importFailed'),
        message: issueText(result.error),
      });
      return;
    }
    dispatch({ type: 'replaceDiagram', diagram: result.diagram });
    const { warnings } = result;
    notifications.show({
      color: warnings.length > 0 ? 'yellow' : 'green',
      title: t('workspace.files.imported'),
      message:
        warnings.length > 0 ? (
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={warning.message}>{issueText(warning)}</List.Item>
            ))}
          </List>
        ) : (
          t('workspace.files.importedText')
        ),
      autoClose: warnings.length > 0 ? false : 3_000,
    });
  };

  const input = (
    <input
      ref={inputRef}
      type="file"
      accept=".json,application/json"
      hidden
      aria-label={t('workspace.files.importDiagram')}
      onChange={(event) => void handleFile(event)}
    />
  );
  return { open: () => inputRef.current?.click(), input };
};

interface ImportExportItemsProps extends ImportExportMenuProps {
  onImport: () => void;
}

/** The files menu's items: Wokwi diagram.json in and out, the canvas as PNG or SVG, and code.py. */
export const ImportExportItems = ({ projectName, code, isReadOnly, onImport }: ImportExportItemsProps) => {
  const { t } = useTranslation();
  const programFile = useProgramFile();

  const exportImage = async (kind: 'png' | 'svg') => {
    try {
      const blob = await (kind === 'png' ? exportPng() : exportSvg());
      downloadBlob(blob, `${baseName(projectName)}.${kind}`);
    } catch {
      notifications.show({ color: 'red', message: t('workspace.files.exportFailed') });
    }
  };

  const exportDiagram = () => {
    const json = JSON.stringify(toWokwiJson(getDiagram(), { pinPosition: pinPositionOnCanvas }), null, 2);
    downloadBlob(new Blob([json], { type: 'application/json' }), 'diagram.json');
  };

  return (
    <>
      <Menu.Item
        leftSection={<IconFileImport size={16} aria-hidden="true" />}
        disabled={isReadOnly}
        onClick={onImport}
      >
        {t('workspace.files.importDiagram')}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item leftSection={<IconFileExport size={16} aria-hidden="true" />} onClick={exportDiagram}>
        {t('workspace.files.exportDiagram')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconPhoto size={16} aria-hidden="true" />}
        onClick={() => void exportImage('png')}
      >
        {t('workspace.files.exportPng')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconVectorBezier size={16} aria-hidden="true" />}
        onClick={() => void exportImage('svg')}
      >
        {t('workspace.files.exportSvg')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconCode size={16} aria-hidden="true" />}
        onClick={() => downloadCode(code, programFile)}
      >
        {downloadLabel(t, programFile)}
      </Menu.Item>
    </>
  );
};

/** Wokwi diagram.json in and out, the canvas as PNG or SVG, and code.py. */
export const ImportExportMenu = (props: ImportExportMenuProps) => {
  const { t } = useTranslation();
  const importer = useDiagramImport();
  return (
    <>
      <Menu position="bottom-end" withArrow>
        <Menu.Target>
          <Button
            variant="subtle"
            color="dark"
            size="compact-md"
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            {t('workspace.files.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <ImportExportItems {...props} onImport={importer.open} />
        </Menu.Dropdown>
      </Menu>
      {importer.input}
    </>
  );
};
