import type { z } from 'zod';
import { MODULE_KEYS, userInputSchema, userUpdateSchema, type ModuleKey, type RoleType } from '@dukani/contracts';
import { normalizePhone, type PhoneCountry } from '@dukani/domain';

/**
 * The contract's schemas plus the phone check the server runs (normalizePhone), so a mistyped
 * number is caught before an invite SMS is attempted. Messages are `phone:<reason>`, which
 * lib/form-errors translates.
 */
function checkPhone(value: { countryCode: PhoneCountry; phoneNumber: string }, ctx: z.RefinementCtx) {
  if (!value.phoneNumber.trim()) return;
  const result = normalizePhone(value.phoneNumber, value.countryCode);
  if (!result.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: `phone:${result.reason}` });
}

export const inviteUserFormSchema = userInputSchema.superRefine(checkPhone);
export const editUserFormSchema = userUpdateSchema.superRefine(checkPhone);
export type UserFormValues = z.input<typeof userInputSchema>;

/** Owners and Admins may use every module (API.md §1.2): their module list is not asked for. */
export function hasAllModules(roleType: RoleType | undefined): boolean {
  return roleType === 'Owner' || roleType === 'Admin';
}

/** The modules a person effectively has, for display. */
export function effectiveModules(roleType: RoleType, roles: readonly ModuleKey[]): readonly ModuleKey[] {
  return hasAllModules(roleType) ? MODULE_KEYS : roles;
}

export const USER_FORM_FIELDS = ['name', 'email', 'countryCode', 'phoneNumber', 'roleTypes', 'roles'] as const;
