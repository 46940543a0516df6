import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, ZProfile } from './auth';
import { MAX_NAME_LENGTH } from './companies';

export const ZCreateUserRequest = z.object({
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH),
  email: z.email().max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  perfil_usuario: ZProfile,
  /** Business unit for admin and user profiles. */
  company_id: z.number().int().positive().optional(),
  /** Partner (or operator) for master and a2m profiles. */
  partner_id: z.number().int().positive().optional(),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** Password rules of a company (spec §3), as served by `password/config`. */
export const ZPasswordRules = z.object({
  min_character: z.number().int(),
  capital_letter: z.enum(['S', 'N']),
  special_characters: z.enum(['S', 'N']),
  expiry_time_password: z.number().int(),
});
export type TPasswordRules = z.infer<typeof ZPasswordRules>;

export type PasswordRuleFailure = 'min_character' | 'capital_letter' | 'special_characters';

/** Which of the company's rules a candidate password breaks (empty when it is acceptable). */
export function passwordRuleFailures(rules: TPasswordRules, password: string): PasswordRuleFailure[] {
  const failures: PasswordRuleFailure[] = [];
  if ([...password].length < rules.min_character) failures.push('min_character');
  if (rules.capital_letter === 'S' && !/\p{Lu}/u.test(password)) failures.push('capital_letter');
  if (rules.special_characters === 'S' && !/[^\p{L}\p{N}]/u.test(password))
    failures.push('special_characters');
  return failures;
}
