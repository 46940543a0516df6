import { z } from 'zod';
import { zText } from './common';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './auth-limits';
import type { MessageCode } from './errors';

/** How long a recovery link of `/forgot` stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Recovery requests allowed per e-mail address, and per client address, in each window. */
export const FORGOT_LIMIT_PER_EMAIL = 5;
export const FORGOT_LIMIT_PER_ADDRESS = 20;
export const FORGOT_LIMIT_WINDOW_MINUTES = 15;
/** Longest token a link may carry (ours are 43 characters). */
export const MAX_LINK_TOKEN_LENGTH = 256;

const zLinkToken = zText().trim().min(1).max(MAX_LINK_TOKEN_LENGTH);

/**
 * `POST /api/password/config`: the password rules that apply. With the token of a recovery
 * link or of a forced change they are the rules of that user's business unit; without one,
 * those of the unit the address belongs to (its subdomain or domain), else the defaults.
 */
export const ZPasswordConfigRequest = z.object({ token: zLinkToken.optional() });
export type TPasswordConfigRequest = z.infer<typeof ZPasswordConfigRequest>;

/** `POST /api/password/forgot`: asks for a recovery link by e-mail. */
export const ZForgotPasswordRequest = z.object({
  email: z.email().max(MAX_EMAIL_LENGTH),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** `POST /api/password/reset`: sets a new password with a recovery or forced-change token. */
export const ZResetPasswordRequest = z.object({
  token: zLinkToken,
  password: zText().min(1).max(MAX_PASSWORD_LENGTH),
  password_confirmation: zText().min(1).max(MAX_PASSWORD_LENGTH),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** The catalogued message of each broken rule; `{count}` is the rule's minimum length. */
export const PASSWORD_RULE_MESSAGES = {
  min_character: 'password_min_character',
  capital_letter: 'password_capital_letter',
  special_characters: 'password_special_characters',
} as const satisfies Record<PasswordRuleFailure, MessageCode>;

/** The rules a set of settings switches on, in the order a checklist shows them. */
export function activePasswordRules(rules: TPasswordRules): PasswordRuleFailure[] {
  const active: PasswordRuleFailure[] = ['min_character'];
  if (rules.capital_letter === 'S') active.push('capital_letter');
  if (rules.special_characters === 'S') active.push('special_characters');
  return active;
}

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
