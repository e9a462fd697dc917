import { describe, expect, it } from 'vitest';
import { canSaveProject, isEditorReadOnly, saveTargetOf } from './project-rules.ts';
import { clampSplit, parseStoredSplit, SPLIT, splitAfterKey, splitAtPointer } from './split-size.ts';

const project = { id: 'p1', permission: 'owner' as const, isReadOnly: false };

describe('which projects are saved (spec §4)', () => {
  it('saves an owned or writable project', () => {
    expect(canSaveProject(project)).toBe(true);
    expect(canSaveProject({ ...project, permission: 'write' })).toBe(true);
  });

  it('never saves guides, starters, activities, read-only projects or templates being edited', () => {
    for (const id of ['practical_1', 'starter_x', 'activity', 'activity42'])
      expect(canSaveProject({ ...project, id })).toBe(false);
    expect(canSaveProject({ ...project, permission: 'read' })).toBe(false);
    expect(canSaveProject({ ...project, isReadOnly: true })).toBe(false);
    expect(canSaveProject({ ...project, isTemplateEditing: true })).toBe(false);
  });

  it('makes the editors read-only for read permission or a read-only project', () => {
    expect(isEditorReadOnly(project)).toBe(false);
    expect(isEditorReadOnly({ ...project, permission: 'read' })).toBe(true);
    expect(isEditorReadOnly({ ...project, isReadOnly: true })).toBe(true);
    expect(isEditorReadOnly({ ...project, id: 'practical_1' })).toBe(false);
  });
});

describe('where edits are saved (spec §3 isTemplateEditing, §4)', () => {
  it('a project to itself, a guide being followed nowhere, a guide under template editing to the guide', () => {
    expect(saveTargetOf(project)).toBe('project');
    expect(saveTargetOf({ ...project, id: 'practical_1' })).toBe('none');
    expect(saveTargetOf({ ...project, id: 'starter_1' })).toBe('none');
    expect(saveTargetOf({ ...project, id: 'practical_1', isTemplateEditing: true })).toBe('template');
  });

  it('a read-only template (a published guide) is saved nowhere', () => {
    expect(saveTargetOf({ ...project, id: 'practical_1', isTemplateEditing: true, isReadOnly: true })).toBe(
      'none',
    );
  });
});

describe('workspace split', () => {
  it('reads what was stored, clamped, or the initial split', () => {
    expect(parseStoredSplit(null)).toBe(SPLIT.initial);
    expect(parseStoredSplit('nonsense')).toBe(SPLIT.initial);
    expect(parseStoredSplit('55.55')).toBe(55.6);
    expect(parseStoredSplit('5')).toBe(SPLIT.min);
    expect(parseStoredSplit('500')).toBe(SPLIT.max);
  });

  it('moves by keyboard within the limits', () => {
    expect(splitAfterKey(60, 'ArrowLeft')).toBe(55);
    expect(splitAfterKey(60, 'ArrowRight')).toBe(65);
    expect(splitAfterKey(SPLIT.max, 'ArrowRight')).toBe(SPLIT.max);
    expect(splitAfterKey(40, 'Home')).toBe(SPLIT.min);
    expect(splitAfterKey(40, 'End')).toBe(SPLIT.max);
    expect(splitAfterKey(40, 'a')).toBeNull();
  });

  it('follows the pointer', () => {
    expect(splitAtPointer(600, 100, 1000)).toBe(50);
    expect(splitAtPointer(0, 100, 1000)).toBe(SPLIT.min);
    expect(clampSplit(70.04)).toBe(70);
  });
});
