/**
 * The database schema, one file per area. Migrations are generated from this file
 * (drizzle.config.ts); everything else imports the tables from here.
 */
export * from './tenancy';
export * from './identity';
export * from './administration';
export * from './provider';
export * from './reports';
export * from './playlists';
export * from './provisioning';
export * from './sso';
export * from './imports';
export * from './help-desk';
export * from './automation';
export * from './notifications';
export * from './faq';
export * from './embed-links';
export * from './billing';
export * from './analytics';
export * from './counts';
