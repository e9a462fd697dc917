import { PAGE_AREAS } from '../../i18n/areas.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

/** The project dialogs, downloaded when first opened (the form, the image picker and dropzone). */
export const ProjectModal = lazyDialog(
  () => import('./project-modal.tsx').then((m) => m.ProjectModal),
  (props) => props.opened,
  PAGE_AREAS.projectDialog,
);

export const ShareModal = lazyDialog(
  () => import('./share-modal.tsx').then((m) => m.ShareModal),
  (props) => props.project !== null,
  PAGE_AREAS.projectDialog,
);
