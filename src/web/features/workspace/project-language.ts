import {
  type CodeLanguage,
  LANGUAGE_ENV,
  languageBoardOf,
  languageOf,
  PROGRAM_FILE,
} from '../../../domain/code/language.ts';
import { dispatch, getDiagram, useEditorStore } from '../../editor/index.ts';

/**
 * The project's language in the workspace (issue 29): its board's `env` attr, read from the editor
 * store and changed with the editor's own attrs command, so a change is one undo step and is saved
 * with the circuit like any property.
 */

export const useProjectLanguage = (): CodeLanguage => useEditorStore((state) => languageOf(state.diagram));

export const useProgramFile = (): string => PROGRAM_FILE[useProjectLanguage()];

export const useHasLanguageBoard = (): boolean =>
  useEditorStore((state) => languageBoardOf(state.diagram) !== undefined);

/** Sets the language on the circuit's board; nothing without a board or when it is already so. */
export const setProjectLanguage = (language: CodeLanguage) => {
  const board = languageBoardOf(getDiagram());
  if (!board || languageOf(getDiagram()) === language) return;
  dispatch({ type: 'setPartAttrs', partId: board.id, attrs: { env: LANGUAGE_ENV[language] } });
};
