/**
 * The guide sidebar's state as a pure reducer (spec §2 Guide sidebar): instructions expanded or
 * collapsed, wide or narrow, the page shown (0 is the introduction, then one per step) and the
 * grading and feedback panel, which a later issue slots in beside the instructions.
 */
export interface GuidePanelState {
  isExpanded: boolean;
  isWide: boolean;
  isFeedbackOpen: boolean;
  page: number;
}

export type GuidePanelEvent =
  /** Spec §2: first collapses the feedback panel if open; otherwise toggles the instructions. */
  | { type: 'toggleInstructions' }
  | { type: 'toggleWidth' }
  | { type: 'openFeedback' }
  | { type: 'closeFeedback' }
  | { type: 'goTo'; page: number; pageCount: number }
  | { type: 'move'; by: 1 | -1; pageCount: number };

export const initialGuidePanel = (overrides: Partial<GuidePanelState> = {}): GuidePanelState => ({
  isExpanded: true,
  isWide: false,
  isFeedbackOpen: false,
  page: 0,
  ...overrides,
});

const clampPage = (page: number, pageCount: number) =>
  Math.min(Math.max(0, Math.trunc(page)), Math.max(0, pageCount - 1));

export const reduceGuidePanel = (state: GuidePanelState, event: GuidePanelEvent): GuidePanelState => {
  switch (event.type) {
    case 'toggleInstructions':
      if (state.isFeedbackOpen) return { ...state, isFeedbackOpen: false };
      return state.isExpanded
        ? { ...state, isExpanded: false }
        : { ...state, isExpanded: true, isFeedbackOpen: false };
    case 'toggleWidth':
      return { ...state, isWide: !state.isWide };
    case 'openFeedback':
      return state.isFeedbackOpen ? state : { ...state, isFeedbackOpen: true };
    case 'closeFeedback':
      return state.isFeedbackOpen ? { ...state, isFeedbackOpen: false } : state;
    case 'goTo': {
      const page = clampPage(event.page, event.pageCount);
      return page === state.page ? state : { ...state, page };
    }
    case 'move': {
      const page = clampPage(state.page + event.by, event.pageCount);
      return page === state.page ? state : { ...state, page };
    }
  }
};

/** Whether the sidebar shows anything beside its toggle: the instructions or the feedback. */
export const isPanelOpen = (state: GuidePanelState) => state.isExpanded || state.isFeedbackOpen;
