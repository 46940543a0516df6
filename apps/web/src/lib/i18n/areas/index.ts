import { catalogsMessages } from './catalogs';
import { capacitiesMessages } from './capacities';
import { domainsMessages } from './domains';
import { playlistsMessages } from './playlists';
import { profileMessages } from './profile';
import { providerMessages } from './provider';
import { reportsMessages } from './reports';

/**
 * Texts kept per business area (one file each, all four languages side by side); each becomes
 * a top-level key of the translation resources (`t('reports.title')`).
 */
export const AREA_MESSAGES = {
  catalogs: catalogsMessages,
  capacities: capacitiesMessages,
  domains: domainsMessages,
  playlists: playlistsMessages,
  profile: profileMessages,
  provider: providerMessages,
  reports: reportsMessages,
};

export type AreaMessages = { [K in keyof typeof AREA_MESSAGES]: (typeof AREA_MESSAGES)[K]['pt-BR'] };
