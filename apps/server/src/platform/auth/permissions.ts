// Team permission maps: permission ids 1000-8000, each readonly, editable or none.
import { PERMISSION_IDS } from '@otodoke/domain';
import type { PermissionMap } from '../db/schema.ts';

export const ALL_PERMISSIONS_EDITABLE: PermissionMap = Object.fromEntries(
  PERMISSION_IDS.map((id) => [String(id), 'editable' as const]),
);

/** Fills ids the map leaves out with `none`, so every member has an answer for every permission. */
export function completePermissions(map: PermissionMap): PermissionMap {
  return Object.fromEntries(PERMISSION_IDS.map((id) => [String(id), map[String(id)] ?? 'none']));
}
