import { describe, expect, it } from 'vitest';
import { initialGuidePanel, isPanelOpen, reduceGuidePanel } from './guide-panel-state.ts';

const toggle = { type: 'toggleInstructions' } as const;

describe('guide sidebar state', () => {
  it('opens expanded, narrow, on the introduction, without feedback', () => {
    expect(initialGuidePanel()).toEqual({ isExpanded: true, isWide: false, isFeedbackOpen: false, page: 0 });
  });

  it('the instructions toggle collapses and expands when no feedback is open', () => {
    const collapsed = reduceGuidePanel(initialGuidePanel(), toggle);
    expect(collapsed.isExpanded).toBe(false);
    expect(isPanelOpen(collapsed)).toBe(false);
    expect(reduceGuidePanel(collapsed, toggle).isExpanded).toBe(true);
  });

  it('with the feedback open, the toggle first collapses the feedback and leaves the instructions', () => {
    for (const isExpanded of [true, false]) {
      const withFeedback = reduceGuidePanel(initialGuidePanel({ isExpanded }), { type: 'openFeedback' });
      expect(isPanelOpen(withFeedback)).toBe(true);
      const after = reduceGuidePanel(withFeedback, toggle);
      expect(after).toEqual({ ...withFeedback, isFeedbackOpen: false });
      // The next press toggles the instructions as usual.
      expect(reduceGuidePanel(after, toggle).isExpanded).toBe(!isExpanded);
    }
  });

  it('wide and narrow alternate', () => {
    const wide = reduceGuidePanel(initialGuidePanel(), { type: 'toggleWidth' });
    expect(wide.isWide).toBe(true);
    expect(reduceGuidePanel(wide, { type: 'toggleWidth' }).isWide).toBe(false);
  });

  it('pages stay between the introduction and the last step', () => {
    const pageCount = 4;
    let state = initialGuidePanel();
    state = reduceGuidePanel(state, { type: 'move', by: -1, pageCount });
    expect(state.page).toBe(0);
    state = reduceGuidePanel(state, { type: 'goTo', page: 3, pageCount });
    expect(state.page).toBe(3);
    const atEnd = reduceGuidePanel(state, { type: 'move', by: 1, pageCount });
    expect(atEnd).toBe(state);
    expect(reduceGuidePanel(state, { type: 'goTo', page: 99, pageCount }).page).toBe(3);
    expect(reduceGuidePanel(state, { type: 'goTo', page: -5, pageCount }).page).toBe(0);
    expect(reduceGuidePanel(state, { type: 'move', by: -1, pageCount }).page).toBe(2);
  });
});
