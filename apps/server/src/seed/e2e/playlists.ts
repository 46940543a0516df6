import { eq } from 'drizzle-orm';
import { partners, reports } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** A unit of its own for the playlists spec, with three imported HTML reports to cycle through. */
export const PLAYLISTS_SUBDOMAIN = 'playlists';
export const PLAYLISTS_ADMIN = 'admin@playlists.mirante.local';
export const PLAYLIST_SLIDES = ['North Sales Board', 'Stock Levels Board', 'Team Goals Board'] as const;
const COLORS = ['#0b7285', '#5f3dc4', '#c2255c'];

export const seedPlaylistsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The playlists fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Playlists Business Unit', subdomain: PLAYLISTS_SUBDOMAIN, partner_id: partner.id },
  });
  const admin = await createUser({
    db,
    input: {
      name: 'Paula Playlists',
      email: PLAYLISTS_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  await db.insert(reports).values(
    PLAYLIST_SLIDES.map((title, i) => ({
      companyId: company.id,
      kind: 'html' as const,
      title,
      // Inline styles only, as the HTML import rules ask.
      htmlContent: `<div style="padding:48px;font-family:sans-serif;background:${COLORS[i]};color:#fff;height:100vh"><h1 style="font-size:64px;margin:0">${title}</h1><p style="font-size:24px">Slide ${i + 1}</p></div>`,
      createdByUserId: admin.id,
    })),
  );
};
