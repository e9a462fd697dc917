import { Alert, Button, Drawer, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPuzzle } from '@tabler/icons-react';
import * as Blockly from 'blockly/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOOLBOX } from '../../../domain/blocks/catalogue.ts';
import type { GeneratedProgram } from '../../../domain/blocks/codec.ts';
import type { WorkspaceJson } from '../../../domain/blocks/json.ts';
import { blocksToPython } from '../../../domain/blocks/to-python.ts';
import type { Locale } from '../../../domain/locales.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { isProgramEdit } from './block-events.ts';
import { prepareBlockly, toolboxOf } from './blockly-setup.ts';
import classes from './blocks-view.module.css';
import type { BlocksViewProps } from './blocks-view-props.ts';
import { openBlocks } from './open-blocks.ts';
import { usePinMenu } from './use-pin-menu.ts';
import { useRunMarks } from './use-run-marks.ts';

/** Blockly's icons and cursors, copied from the package by the build (src/web/build/blockly-media.ts). */
const BLOCKLY_MEDIA = '/blockly-media/';

/** Touch screens get blocks at full size, big enough for a finger. */
const startScale = () => (window.matchMedia?.('(pointer: coarse)').matches ? 1 : 0.75);

/** Loads `json` without events: a load is not an edit, to save or to undo. */
const loadQuietly = (workspace: Blockly.WorkspaceSvg, json: WorkspaceJson) => {
  Blockly.Events.disable();
  try {
    workspace.clear();
    Blockly.serialization.workspaces.load(
      json as Parameters<typeof Blockly.serialization.workspaces.load>[0],
      workspace,
    );
  } finally {
    Blockly.Events.enable();
  }
};

/** Keys the page's other shortcuts (the canvas's Ctrl+Z, Delete, R…) must not take from the blocks. */
const keepKeysInside = (event: KeyboardEvent) => {
  const isRun = event.key === 'Enter' && (event.ctrlKey || event.metaKey);
  if (event.key !== 'Tab' && !isRun) event.preventDefault();
};

/**
 * The Blocks view (issue 30), downloaded when first opened (blocks-loader.ts): Blockly's workspace
 * with the toolbox of catalogue.ts in the page's language, and the code.py the blocks write, live
 * and read-only. Every edit of the blocks reaches the page as blocks and code together; a run
 * lights the block it is in, and an error marks the block that raised it.
 */
export const BlocksView = (props: BlocksViewProps) => {
  const { code, blocks, isReadOnly, onOpen, onEdit, programRef, subscribeRun } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const isPhone = useIsPhone();
  const hostRef = useRef<HTMLDivElement>(null);
  const workspaceRef = useRef<Blockly.WorkspaceSvg | null>(null);
  const [preparedLocale, setPreparedLocale] = useState<Locale | null>(null);
  const [failed, setFailed] = useState(false);
  const [program, setProgram] = useState<GeneratedProgram | null>(null);
  const [foreign, setForeign] = useState(0);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  /** What the workspace holds now, to rebuild it (a language change) and to tell our edits from others'. */
  const shownRef = useRef<{ workspace: WorkspaceJson; code: string; key: string } | null>(null);
  const latest = useRef({ code, blocks, onOpen, onEdit });
  latest.current = { code, blocks, onOpen, onEdit };

  useEffect(() => {
    let isCurrent = true;
    prepareBlockly(locale).then(
      () => isCurrent && setPreparedLocale(locale),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [locale]);

  const show = useCallback(
    (workspace: WorkspaceJson, generated: GeneratedProgram) => {
      shownRef.current = { workspace, code: generated.code, key: JSON.stringify(workspace) };
      programRef.current = generated;
      setProgram(generated);
    },
    [programRef],
  );

  /**
   * Opens `source` into the workspace (its stored blocks while they still write it, else parsed)
   * and shows what the blocks as loaded write: parsed ones get their ids only now, and the lines of
   * a run or an error find their block by id.
   */
  const openInto = useCallback(
    (workspace: Blockly.WorkspaceSvg, source: string) => {
      const opened = openBlocks(source, latest.current.blocks, { locale });
      loadQuietly(workspace, opened.workspace);
      const saved = Blockly.serialization.workspaces.save(workspace) as WorkspaceJson;
      const program = blocksToPython(saved, { locale });
      show(saved, program);
      setForeign(opened.foreign);
      return { saved, program, isParsed: opened.isParsed };
    },
    [locale, show],
  );

  // The workspace, made again when the language changes (Blockly's texts are read at creation).
  useEffect(() => {
    const host = hostRef.current;
    if (!host || preparedLocale !== locale) return;
    const workspace = Blockly.inject(host, {
      toolbox: isReadOnly ? undefined : toolboxOf(t),
      renderer: 'zelos',
      readOnly: isReadOnly,
      media: BLOCKLY_MEDIA,
      sounds: false,
      trashcan: !isReadOnly,
      zoom: { controls: true, wheel: false, pinch: true, startScale: startScale() },
      move: { scrollbars: true, drag: true, wheel: true },
      grid: { spacing: 24, length: 2, colour: '#e9ecef', snap: false },
    });
    workspaceRef.current = workspace;
    host.querySelector('.injectionDiv')?.setAttribute('aria-label', t('workspace.blocks.workspace'));
    const context = { locale };
    const shown = shownRef.current;
    if (shown) {
      loadQuietly(workspace, shown.workspace);
    } else {
      try {
        const { saved, program, isParsed } = openInto(workspace, latest.current.code);
        latest.current.onOpen?.({ blocks: saved, code: program.code, isParsed });
      } catch {
        setFailed(true);
      }
    }
    workspace.addChangeListener(Blockly.Events.disableOrphans);
    workspace.addChangeListener((event) => {
      if (!isProgramEdit(event, workspace.id)) return;
      const saved = Blockly.serialization.workspaces.save(workspace) as WorkspaceJson;
      const key = JSON.stringify(saved);
      if (key === shownRef.current?.key) return;
      const generated = blocksToPython(saved, context);
      show(saved, generated);
      latest.current.onEdit?.({ blocks: saved, code: generated.code });
    });
    host.addEventListener('keydown', keepKeysInside);
    const resize = new ResizeObserver(() => Blockly.svgResize(workspace));
    resize.observe(host);
    return () => {
      resize.disconnect();
      host.removeEventListener('keydown', keepKeysInside);
      workspaceRef.current = null;
      workspace.dispose();
    };
  }, [preparedLocale, locale, isReadOnly, t, show, openInto]);

  // Code changed elsewhere (a reload, a conflict's answer, another view): the blocks follow it.
  useEffect(() => {
    const workspace = workspaceRef.current;
    if (!workspace || !shownRef.current || code === shownRef.current.code) return;
    try {
      openInto(workspace, code);
    } catch {
      setFailed(true);
    }
  }, [code, openInto]);

  usePinMenu(workspaceRef, preparedLocale);
  useRunMarks(workspaceRef, programRef, subscribeRun);

  const openCategory = (index: number) => {
    setIsDrawerOpen(false);
    const toolbox = workspaceRef.current?.getToolbox() as Blockly.Toolbox | null | undefined;
    toolbox?.selectItemByPosition(index);
  };

  if (failed) {
    return (
      <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert" m="xs">
        {t('workspace.blocks.openFailed')}
      </Alert>
    );
  }

  return (
    <div className={classes.view} data-blocks-view={preparedLocale ? 'ready' : 'loading'}>
      <div className={classes.bar}>
        {isPhone && !isReadOnly && (
          <Button
            className={classes.categories}
            size="compact-sm"
            variant="light"
            leftSection={<IconPuzzle size={16} aria-hidden="true" />}
            onClick={() => setIsDrawerOpen(true)}
          >
            {t('workspace.blocks.categories')}
          </Button>
        )}
        <Text size="xs" c="dimmed" className={classes.keys} title={t('workspace.blocks.keys')}>
          {t('workspace.blocks.keys')}
        </Text>
      </div>
      {foreign > 0 && (
        <Alert
          color="yellow"
          p="xs"
          m="xs"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setForeign(0)}
        >
          {t('workspace.blocks.foreign', { count: foreign })}
        </Alert>
      )}
      <div className={classes.split}>
        <div ref={hostRef} className={classes.blockly} data-phone={isPhone ? '' : undefined} />
        <details className={classes.code} open={!isPhone}>
          <summary>{t('workspace.blocks.codeTitle')}</summary>
          <section className={classes.codeText} aria-label={t('workspace.blocks.code')}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus to scroll by keys */}
            <pre tabIndex={0} data-generated-code="">
              {program?.code ?? ''}
            </pre>
          </section>
        </details>
      </div>
      <Drawer
        opened={isDrawerOpen}
        onClose={() => setIsDrawerOpen(false)}
        position="bottom"
        size="auto"
        title={t('workspace.blocks.categories')}
      >
        <Stack gap={6}>
          {TOOLBOX.map((category, index) => (
            <Button
              key={category.id}
              variant="light"
              justify="start"
              style={{ borderInlineStart: `6px solid ${category.colour}` }}
              onClick={() => openCategory(index)}
            >
              {t(`blocks.category.${category.id}`)}
            </Button>
          ))}
        </Stack>
      </Drawer>
    </div>
  );
};
