import { Group, TextInput } from '@mantine/core';
import { IconClearAll, IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { IconButton } from '../ui/icon-button.tsx';
import classes from './serial-console.module.css';

interface SerialConsoleProps {
  /** The log's accessible name. */
  label: string;
  text: string;
  /** What the log shows for `text` when it is more than the text (hints among it); the text itself by default. */
  content?: ReactNode;
  /** Shown instead of the log while there is no text. */
  emptyText: string;
  onClear: () => void;
  /** A line to send: the field shows while this is set. */
  onSendLine?: (line: string) => void;
  /** The field's label (the program's `input()` prompt, or "send to the board"). */
  inputLabel?: string;
  /** Focus the field when it appears (the program is waiting for it). */
  focusInput?: boolean;
  /** More buttons next to Clear (Ctrl-C, Ctrl-D for a board). */
  actions?: ReactNode;
}

/** A serial console: output that follows the newest line unless the user scrolled up, and a line to send. */
export const SerialConsole = ({
  label,
  text,
  content,
  emptyText,
  onClear,
  onSendLine,
  inputLabel,
  focusInput = false,
  actions,
}: SerialConsoleProps) => {
  const { t } = useTranslation();
  const logRef = useRef<HTMLPreElement>(null);
  const isFollowingRef = useRef(true);
  const [line, setLine] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the text grows
  useEffect(() => {
    const log = logRef.current;
    if (log && isFollowingRef.current) log.scrollTop = log.scrollHeight;
  }, [text]);

  const send = () => {
    onSendLine?.(line);
    setLine('');
  };

  return (
    <div className={classes.console}>
      <pre
        ref={logRef}
        className={classes.log}
        role="log"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so it must be reachable by keyboard
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          isFollowingRef.current = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
        }}
      >
        {text ? (content ?? text) : <span className={classes.empty}>{emptyText}</span>}
      </pre>
      <Group gap={4} className={classes.bar} wrap="nowrap">
        {onSendLine ? (
          <form
            className={classes.form}
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <TextInput
              size="xs"
              flex={1}
              value={line}
              onChange={(event) => setLine(event.currentTarget.value)}
              aria-label={inputLabel}
              placeholder={inputLabel}
              autoFocus={focusInput}
              ff="monospace"
              autoComplete="off"
              spellCheck={false}
            />
            <IconButton
              type="submit"
              variant="light"
              color="blue"
              label={t('run.console.send')}
              icon={<IconSend size={16} aria-hidden="true" />}
            />
          </form>
        ) : (
          <div className={classes.form} />
        )}
        {actions}
        <IconButton
          label={t('run.console.clear')}
          icon={<IconClearAll size={16} aria-hidden="true" />}
          onClick={onClear}
        />
      </Group>
    </div>
  );
};
