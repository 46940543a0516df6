import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { companies, companyConfigs, memberships, partners } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { isUsableMembership, type Membership } from './identity-accounts.repository';
import type { MembershipStanding } from './identity-standing.service';

/** A membership with what the sign-in needs to know about where it leads. */
export interface SignInMembership extends Membership, MembershipStanding {
  /** The unit is active (admin and user memberships). */
  companyActive: boolean | null;
  /** The unit's own switch (`enable`): false when its settings switch it off. */
  companyEnabled: boolean;
  /** The partner is active (master and a2m memberships). */
  partnerActive: boolean | null;
  /** Units the partner sells, and how many of them are active (master memberships). */
  partnerUnits: number;
  partnerActiveUnits: number;
}

/**
 * Every usable membership of a user, the landing one first (default, then the oldest), with the state
 * of its unit or partner: the sign-in tells "no unit at all" from "only inactive units".
 */
export async function listSignInMemberships(db: Db, userId: number): Promise<SignInMembership[]> {
  const unitsOfPartner = (activeOnly: boolean) =>
    sql<number>`(select count(*)::int from ${companies} pc
      where pc.partner_id = ${memberships.partnerId}${activeOnly ? sql` and pc.active` : sql``})`;
  return (
    db
      .select({
        id: memberships.id,
        profile: memberships.profile,
        companyId: memberships.companyId,
        partnerId: memberships.partnerId,
        status: memberships.status,
        deactivatedAt: memberships.deactivatedAt,
        trialEndsAt: companies.trialEndsAt,
        companyActive: companies.active,
        companyEnabled: sql<boolean>`coalesce((select ${companyConfigs.settings}->>'enable' from ${companyConfigs}
          where ${companyConfigs.companyId} = ${memberships.companyId}), 'S') <> 'N'`,
        partnerActive: partners.active,
        partnerUnits: unitsOfPartner(false),
        partnerActiveUnits: unitsOfPartner(true),
      })
      .from(memberships)
      .leftJoin(companies, eq(companies.id, memberships.companyId))
      .leftJoin(partners, eq(partners.id, memberships.partnerId))
      // A membership removed from its unit (soft removal) no longer signs in, and an invitation
      // the person has not accepted yet does not let them in.
      .where(and(eq(memberships.userId, userId), isUsableMembership()))
      .orderBy(desc(memberships.isDefault), asc(memberships.id))
  );
}
