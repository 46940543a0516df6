import fp from 'fastify-plugin';
import { type ChangeFeed, openChangeFeed, registerChangeSettle } from './change-feed';
import type { SecretBox } from './crypto';
import type { Database, Db } from './db';
import { type ReachHandles, registerDbReach } from './db-reach';
import { EventBus } from './events';
import { createMailer, type Mailer, type MailerOptions } from './mail';

/**
 * The platform's services, each a named plugin that decorates the instance. A module states the
 * services it needs by name (`dependencies`) and reads them from the instance; Fastify refuses to
 * start when one is missing.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The open database: its handles by reach, its notices, its ping. */
    database: Database;
    /**
     * The crossing handle: what the modules set up and run outside a request (jobs, caches,
     * runtimes) crosses units. A request uses its own handle (`request.db`).
     */
    db: Db;
    /** The box for secrets at rest (TOTP secrets, mail and provider passwords). */
    secretBox: SecretBox;
    /** The platform's mail, or a unit's own server when it has one. */
    mailer: Mailer;
    /** The database's change notices: caches keep their copies until the rows change. */
    changes: ChangeFeed;
    /** What modules announce to each other (a report entering maintenance, say). */
    events: EventBus;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  /** Handles by reach: `database.reach`, or its own handle alone when row security is off. */
  reachOf: ReachHandles;
  /** The handle of the crossing reach. */
  crossing: Db;
}

/**
 * The database (`app.database`, the crossing handle `app.db`). Registered before any hook that
 * reads the database: every request gets the handle of its reach (db-reach.ts).
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, opts) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.crossing);
    registerDbReach(app, opts.reachOf);
  },
  { name: 'database', fastify: '5.x' },
);

/** The box for secrets at rest (`app.secretBox`). */
export const secretsPlugin = fp<{ secretBox: SecretBox }>(
  async (app, opts) => {
    app.decorate('secretBox', opts.secretBox);
  },
  { name: 'secrets', fastify: '5.x' },
);

/** The mailer (`app.mailer`): the platform's server (SMTP_URL, MAIL_FROM) or a unit's own. */
export const mailerPlugin = fp<Omit<MailerOptions, 'secretBox'>>(
  async (app, opts) => {
    app.decorate('mailer', createMailer({ ...opts, secretBox: app.secretBox }));
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['database', 'secrets'] },
);

/**
 * The change feed (`app.changes`). Copies of session, configuration and menu reads are kept until
 * the database announces a change to what they were read from. A call that may have changed
 * something answers only once this instance has heard its own changes, so its next call never
 * meets an older copy.
 */
export const changesPlugin = fp(
  async (app) => {
    const changes = await openChangeFeed(app.database);
    app.decorate('changes', changes);
    app.addHook('onClose', () => changes.release());
    registerChangeSettle(app, changes);
  },
  { name: 'changes', fastify: '5.x', dependencies: ['database'] },
);

/** The app's event bus (`app.events`): a module emits, the modules that care subscribe at build. */
export const eventsPlugin = fp(
  async (app) => {
    app.decorate('events', new EventBus());
  },
  { name: 'events', fastify: '5.x' },
);
