// Team permission maps as the API wants them: every id 1000–8000 with a level. The server REPLACES a member's map on
// PATCH, so the client always sends all eight ids. The "all permissions" choice fills them at once or leaves them
// to be set one by one.
import { PERMISSION_IDS, PERMISSION_LEVELS, type PermissionId, type PermissionLevel } from '@otodoke/domain';

/** A complete map, keyed by the id as a string ("1000" … "8000"), as on the wire. */
export type PermissionMap = Record<string, PermissionLevel>;
export type PermissionLevels = Record<PermissionId, PermissionLevel>;

/** The levels as the selects list them, widest first (the same order in every select). */
export const PERMISSION_LEVEL_OPTIONS = ['editable', 'readonly', 'none'] as const satisfies readonly PermissionLevel[];

/** What the "すべての権限" select offers: one level for every area, or "個別に設定". */
export const PERMISSION_CHOICES = [...PERMISSION_LEVEL_OPTIONS, 'custom'] as const;
export type PermissionChoice = (typeof PERMISSION_CHOICES)[number];

/** The choice and the per-area levels of a permission form. */
export interface PermissionDraft {
  choice: PermissionChoice;
  levels: PermissionLevels;
}

export function uniformLevels(level: PermissionLevel): PermissionLevels {
  return Object.fromEntries(PERMISSION_IDS.map((id) => [id, level])) as PermissionLevels;
}

function isLevel(value: unknown): value is PermissionLevel {
  return (PERMISSION_LEVELS as readonly unknown[]).includes(value);
}

/** Levels from a (possibly partial) map; a missing or unknown entry is no access, as the server completes it. */
export function levelsFromMap(map: Readonly<Partial<Record<string, string>>>): PermissionLevels {
  return Object.fromEntries(
    PERMISSION_IDS.map((id) => {
      const level = map[String(id)];
      return [id, isLevel(level) ? level : 'none'];
    }),
  ) as PermissionLevels;
}

/** The map to send: the chosen level everywhere, or the per-area levels for "個別に設定". Always all eight ids. */
export function buildPermissionMap(choice: PermissionChoice, levels: Partial<PermissionLevels> = {}): PermissionMap {
  return Object.fromEntries(
    PERMISSION_IDS.map((id) => [String(id), choice === 'custom' ? (levels[id] ?? 'none') : choice]),
  );
}

/** The choice that describes a map: its level when every area has the same one, else "個別に設定". */
export function choiceFromLevels(levels: PermissionLevels): PermissionChoice {
  const first = levels[PERMISSION_IDS[0]];
  return PERMISSION_IDS.every((id) => levels[id] === first) ? first : 'custom';
}

/** The form's starting point for an existing map (editing a member). */
export function draftFromMap(map: Readonly<Partial<Record<string, string>>>): PermissionDraft {
  const levels = levelsFromMap(map);
  return { choice: choiceFromLevels(levels), levels };
}

/**
 * Picking in the "all permissions" select: a level also becomes every area's level (so switching to "個別に設定"
 * afterwards starts from it); "個別に設定" keeps the areas as they are.
 */
export function applyChoice(draft: PermissionDraft, choice: PermissionChoice): PermissionDraft {
  return { choice, levels: choice === 'custom' ? draft.levels : uniformLevels(choice) };
}

/** Changing one area's level. */
export function applyLevel(draft: PermissionDraft, id: PermissionId, level: PermissionLevel): PermissionDraft {
  return { ...draft, levels: { ...draft.levels, [id]: level } };
}

/** The map a draft stands for; an account manager holds every permission at editable. */
export function permissionMapOf(draft: PermissionDraft, isAccountManager: boolean): PermissionMap {
  return isAccountManager ? buildPermissionMap('editable') : buildPermissionMap(draft.choice, draft.levels);
}

export type PermissionSummary =
  | { kind: 'manager' }
  | { kind: 'uniform'; level: PermissionLevel }
  | { kind: 'mixed'; groups: Array<{ level: Exclude<PermissionLevel, 'none'>; ids: PermissionId[] }> };

/** What a member may do, short enough for a table cell: "all editable", or the areas grouped by level. */
export function summarisePermissions(
  map: Readonly<Partial<Record<string, string>>>,
  isAccountManager: boolean,
): PermissionSummary {
  if (isAccountManager) return { kind: 'manager' };
  const levels = levelsFromMap(map);
  const choice = choiceFromLevels(levels);
  if (choice !== 'custom') return { kind: 'uniform', level: choice };
  const groups = (['editable', 'readonly'] as const)
    .map((level) => ({ level, ids: PERMISSION_IDS.filter((id) => levels[id] === level) }))
    .filter((group) => group.ids.length > 0);
  return { kind: 'mixed', groups };
}
