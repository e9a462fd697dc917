import type { ComponentType } from 'react';
import { LIMITS } from '../../../domain/constants.ts';
import { type Area, PAGE_AREAS } from '../../i18n/areas.ts';
import { withTexts, withTimeout } from '../../lib/lazy-page.ts';
import { createLoader } from '../code-editor-loader.ts';
import type { BlocksViewProps } from './blocks-view-props.ts';

/** A view's module and its text areas, downloaded together, giving up as lazy pages do (spec §9). */
const lazyView = <T>(load: () => Promise<T>, areas: readonly Area[]): Promise<T> =>
  withTimeout(withTexts(load, areas), LIMITS.lazyLoadTimeoutMs);

/**
 * The Blocks view (Blockly, our blocks, their texts): downloaded only once a pane shows Blocks, so
 * a Python project's workspace carries none of it (e2e/bundle-chunks.e2e.ts).
 */
export const blocksViewLoader = createLoader<ComponentType<BlocksViewProps>>(() =>
  lazyView(() => import('./blocks-view.tsx'), PAGE_AREAS.blocksView).then((module) => module.BlocksView),
);
