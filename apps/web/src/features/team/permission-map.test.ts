import { PERMISSION_IDS, PERMISSION_LEVELS } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  applyLevel,
  buildPermissionMap,
  choiceFromLevels,
  draftFromMap,
  levelsFromMap,
  PERMISSION_CHOICES,
  PERMISSION_LEVEL_OPTIONS,
  permissionMapOf,
  summarisePermissions,
  uniformLevels,
} from './permission-map.ts';

const ALL_IDS = ['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000'];

describe('building the permission map from the "all permissions" choice', () => {
  it('gives every one of the eight ids the chosen level', () => {
    for (const level of ['editable', 'readonly', 'none'] as const) {
      const map = buildPermissionMap(level);
      expect(Object.keys(map)).toEqual(ALL_IDS);
      expect(new Set(Object.values(map))).toEqual(new Set([level]));
    }
  });

  it('takes the per-area levels for "set individually", filling areas left out with no access', () => {
    const map = buildPermissionMap('custom', { 1000: 'editable', 3000: 'readonly' });
    expect(map).toEqual({
      '1000': 'editable',
      '2000': 'none',
      '3000': 'readonly',
      '4000': 'none',
      '5000': 'none',
      '6000': 'none',
      '7000': 'none',
      '8000': 'none',
    });
  });

  it('ignores the per-area levels when one level is chosen for all', () => {
    expect(buildPermissionMap('readonly', { 1000: 'editable' })['1000']).toBe('readonly');
  });

  it('sends all editable for an account manager whatever the form says', () => {
    const draft = { choice: 'none' as const, levels: uniformLevels('none') };
    expect(permissionMapOf(draft, true)).toEqual(buildPermissionMap('editable'));
    expect(permissionMapOf(draft, false)).toEqual(buildPermissionMap('none'));
  });
});

describe('reading a member map back into the form', () => {
  it('recognises a uniform map as that level', () => {
    expect(draftFromMap(buildPermissionMap('readonly')).choice).toBe('readonly');
    expect(choiceFromLevels(uniformLevels('none'))).toBe('none');
  });

  it('calls a mixed map "set individually" and keeps its levels', () => {
    const draft = draftFromMap({ '1000': 'editable', '8000': 'readonly' });
    expect(draft.choice).toBe('custom');
    expect(draft.levels[1000]).toBe('editable');
    expect(draft.levels[8000]).toBe('readonly');
    expect(draft.levels[5000]).toBe('none');
  });

  it('treats unknown levels as no access', () => {
    expect(levelsFromMap({ '1000': 'owner' })[1000]).toBe('none');
  });

  it('round-trips: what the form shows is what it sends', () => {
    const map = { ...buildPermissionMap('none'), '2000': 'editable' as const, '7000': 'readonly' as const };
    const draft = draftFromMap(map);
    expect(permissionMapOf(draft, false)).toEqual(map);
  });
});

describe('changing the choice', () => {
  it('copies a level into every area, so "set individually" starts from it', () => {
    const draft = applyChoice(applyChoice(draftFromMap({}), 'readonly'), 'custom');
    expect(draft.choice).toBe('custom');
    expect(PERMISSION_IDS.every((id) => draft.levels[id] === 'readonly')).toBe(true);
  });

  it('changes one area at a time', () => {
    const draft = applyLevel(applyChoice(draftFromMap({}), 'custom'), 4000, 'editable');
    expect(buildPermissionMap(draft.choice, draft.levels)['4000']).toBe('editable');
    expect(buildPermissionMap(draft.choice, draft.levels)['1000']).toBe('none');
  });
});

describe('select options', () => {
  it('lists the levels in one order everywhere, and "set individually" last', () => {
    expect(PERMISSION_LEVEL_OPTIONS).toEqual(['editable', 'readonly', 'none']);
    expect(PERMISSION_CHOICES).toEqual(['editable', 'readonly', 'none', 'custom']);
    expect([...PERMISSION_LEVEL_OPTIONS].sort()).toEqual([...PERMISSION_LEVELS].sort());
  });
});

describe('summary for the members table', () => {
  it('says "all" for managers and uniform maps', () => {
    expect(summarisePermissions({}, true)).toEqual({ kind: 'manager' });
    expect(summarisePermissions(buildPermissionMap('readonly'), false)).toEqual({ kind: 'uniform', level: 'readonly' });
  });

  it('groups the areas a member can edit and read, leaving out the rest', () => {
    expect(summarisePermissions({ '1000': 'editable', '2000': 'editable', '8000': 'readonly' }, false)).toEqual({
      kind: 'mixed',
      groups: [
        { level: 'editable', ids: [1000, 2000] },
        { level: 'readonly', ids: [8000] },
      ],
    });
  });
});
