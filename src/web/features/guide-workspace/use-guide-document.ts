import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CodeView, WorkspaceJson } from '../../../domain/blocks/json.ts';
import type { Guide } from '../../../domain/guides.ts';
import { getDiagram } from '../../editor/index.ts';
import { isApiError } from '../../lib/api.ts';
import { cancelCircuitPicture, orderCircuitPicture } from '../workspace/circuit-picture-sender.ts';
import { saveTargetOf } from '../workspace/project-rules.ts';
import { type OpenedDocument, useDocumentSave } from '../workspace/use-document-save.ts';
import { leavingGuideSaves } from './guide-workspace-queries.ts';
import { practicalGuideTarget, type TemplateTarget } from './template-target.ts';

interface GuideValues {
  code: string;
  /** The view the guide opens in (issue 30); template editing saves it as the guide's. */
  codeView: CodeView;
  /** Kept in the tab only: a guide stores no workspace, its blocks come from its code. */
  blocks: WorkspaceJson | null;
}

const openedFrom = (guide: Guide): OpenedDocument<GuideValues> => ({
  diagram: guide.project.diagram,
  // A guide read kept before views existed has none: Python, as the server's default.
  values: { code: guide.project.code, codeView: guide.project.view ?? 'python', blocks: null },
  version: guide.version,
});

/**
 * A guide's circuit, code and view in the workspace. Followed, they are never saved (spec §4): edits
 * stay in the tab, with no autosave and no unload warning. Under template editing they save to
 * the guide (`PUT /api/guides/:id/project`) as a project saves: autosave, status, unload warning,
 * the version it started from; a published guide opens read-only, as the server would refuse it.
 * `saveTo` says where they save (an activity's starter project instead of the guide's own).
 */
export const useGuideDocument = (
  guide: Guide,
  isTemplateEditing: boolean,
  saveTo: TemplateTarget = practicalGuideTarget(guide.id),
) => {
  const queryClient = useQueryClient();
  const isReadOnly = isTemplateEditing && guide.isPublished && saveTo.isLockedWhenPublished;
  const target = saveTargetOf({ id: guide.id, permission: 'write', isReadOnly, isTemplateEditing });
  /** The code of the last save the server refused for good (GUIDE_PUBLISHED, FORBIDDEN, …). */
  const [refusal, setRefusal] = useState<string | null>(null);

  const document = useDocumentSave<GuideValues>({
    key: `${guide.id}:${isTemplateEditing ? 'template' : 'guide'}`,
    opened: openedFrom(guide),
    isReadOnly,
    canSave: target === 'template',
    send: async (_fields, version, options, current) => {
      try {
        const result = await saveTo.save(
          { version, diagram: current.diagram, code: current.values.code, view: current.values.codeView },
          options,
        );
        if (result.kind === 'conflict') return result;
        const { circuitHash } = result.guide.project;
        if (saveTo.picturePath && circuitHash)
          orderCircuitPicture({ path: saveTo.picturePath, circuitHash, diagram: current.diagram });
        queryClient.setQueryData(saveTo.queryKey, result.guide);
        setRefusal(null);
        return { kind: 'saved', version: result.guide.version };
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) setRefusal(error.code);
        throw error;
      }
    },
    onClose: (landing) => {
      leavingGuideSaves.set(guide.id, landing);
      void landing.finally(() => {
        if (leavingGuideSaves.get(guide.id) === landing) leavingGuideSaves.delete(guide.id);
      });
    },
  });

  const canSave = target === 'template';
  // Opened for editing with no current picture: the canvas drawing it now makes one (as on a save).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per guide opened, after its diagram is loaded.
  useEffect(() => {
    const { circuitHash } = guide.project;
    if (canSave && saveTo.picturePath && circuitHash && !guide.thumbnailUrl && !guide.imageUrl)
      orderCircuitPicture({ path: saveTo.picturePath, circuitHash, diagram: getDiagram() });
    return cancelCircuitPicture;
  }, [guide.id, canSave]);

  /** Take the server's copy (the conflict choice 'reload theirs'). */
  const reloadTheirs = async () => {
    const fresh = await saveTo.fetch();
    queryClient.setQueryData(saveTo.queryKey, fresh);
    setRefusal(null);
    document.reload(openedFrom(fresh));
  };

  return { ...document, isReadOnly, canSave, refusal, reloadTheirs };
};
