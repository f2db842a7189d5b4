// Labels of artist values kept in the artists catalog: member roles (open list: unknown roles show as written),
// link kinds and artist types.
import { type ArtistLinkKind, KNOWN_ARTIST_MEMBER_ROLES, type KnownArtistMemberRole } from '@otodoke/domain';
import type { TFunction } from 'i18next';

export function isKnownMemberRole(role: string): role is KnownArtistMemberRole {
  return (KNOWN_ARTIST_MEMBER_ROLES as readonly string[]).includes(role);
}

export function memberRoleLabel(role: string, t: TFunction): string {
  return isKnownMemberRole(role) ? t(`artists.roles.${role}`) : role;
}

export function linkKindLabel(kind: ArtistLinkKind, t: TFunction): string {
  return t(`artists.linkKinds.${kind}`);
}

/** Up to two letters standing for a name on an avatar without an image: "Sora Takada" -> "ST", "音届け" -> "音". */
export function artistInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\u3000]+/u)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const firstLetter = [...first][0] ?? '';
  // Latin names: the first letters of the first two words; other scripts: the first character alone.
  if (!/^[A-Za-z0-9]$/.test(firstLetter)) return firstLetter;
  const second = words[1] ? ([...words[1]][0] ?? '') : '';
  return (firstLetter + (/^[A-Za-z0-9]$/.test(second) ? second : '')).toUpperCase();
}
