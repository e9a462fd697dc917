import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptUpdate,
  isUpdateAccepted,
  offerUpdate,
  resetUpdates,
  subscribeToUpdates,
  updatePhase,
} from './updates.ts';

afterEach(resetUpdates);

describe('a new version of the app', () => {
  it('is only offered until the person accepts it, then applied once', () => {
    let applied = 0;
    const phases: string[] = [];
    subscribeToUpdates(() => phases.push(updatePhase()));
    expect(updatePhase()).toBe('current');
    expect(acceptUpdate()).toBe(false);
    offerUpdate(() => applied++);
    expect([updatePhase(), applied, isUpdateAccepted()]).toEqual(['waiting', 0, false]);
    expect(acceptUpdate()).toBe(true);
    expect([updatePhase(), applied, isUpdateAccepted()]).toEqual(['applying', 1, true]);
    // A second click while the page reloads does nothing more.
    expect(acceptUpdate()).toBe(false);
    expect(applied).toBe(1);
    expect(phases).toEqual(['waiting', 'applying']);
  });

  it('applies the latest worker offered when several arrive before the click', () => {
    const applied: string[] = [];
    offerUpdate(() => applied.push('first'));
    offerUpdate(() => applied.push('second'));
    acceptUpdate();
    expect(applied).toEqual(['second']);
  });

  it('stops telling a listener that unsubscribed', () => {
    let heard = 0;
    const stop = subscribeToUpdates(() => heard++);
    stop();
    offerUpdate(() => {});
    expect(heard).toBe(0);
  });
});
