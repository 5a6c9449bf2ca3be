import type { RoleType } from '@dukani/contracts';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export const ROLE_COLORS: Record<RoleType, 'primary' | 'secondary' | 'info' | 'default'> = {
  Owner: 'primary',
  Admin: 'secondary',
  Salesperson: 'info',
  User: 'default',
};
