import { parseArgs } from 'node:util';
import { type Language, PROFILES, type Profile, resolveLanguage } from '@mirante/contracts';
import { createCompany } from './modules/companies';
import { findCompanyBySubdomain } from './modules/companies';
import { findCompanyById } from './modules/identity';
import { findPartnerIdByRef } from './modules/partners';
import { createUser, deactivateUser, resetPassword } from './modules/users';
import { loadConfig } from './platform/config';
import { type Db, openDatabase } from './platform/db';
import { AppError, errorBody } from './platform/errors';

const USAGE = `Mirante operator commands

  npm run mirante -- create-company --name <name> --subdomain <label> --partner <id or name>
  npm run mirante -- create-user --email <e-mail> --password <password> --profile <a2m|master|admin|user>
                                 [--name <name>] (--company <id or subdomain> | --partner <id or name>)
  npm run mirante -- reset-password --email <e-mail> --password <password>
  npm run mirante -- deactivate-user --email <e-mail>

The database is the one the server uses (DATABASE_URL, else the embedded one in DATA_DIR).
`;

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

/** A reference written as digits, when it fits the integer id columns; else undefined. */
function idOf(ref: string): number | undefined {
  if (!/^\d+$/.test(ref)) return undefined;
  const id = Number(ref);
  return id <= 2_147_483_647 ? id : undefined;
}

async function partnerIdOf(db: Db, ref: string): Promise<number> {
  const byId = idOf(ref) ?? -1;
  const id = await findPartnerIdByRef(db, byId, ref);
  if (id === undefined) throw new UsageError(`no partner "${ref}"`);
  return id;
}

async function companyIdOf(db: Db, ref: string): Promise<number> {
  if (/^\d+$/.test(ref)) {
    const id = idOf(ref);
    if (id === undefined || !(await findCompanyById(db, id))) {
      throw new UsageError(`no business unit #${ref}`);
    }
    return id;
  }
  const company = await findCompanyBySubdomain(db, ref);
  if (!company) throw new UsageError(`no business unit with subdomain "${ref}"`);
  return company.id;
}

/** Runs one command; returns the process exit code. Output goes to the given writers. */
export async function runCli(
  argv: string[],
  io: { db: Db; out: (s: string) => void; err: (s: string) => void; lang?: Language },
): Promise<number> {
  const lang = io.lang ?? 'en-US';
  const [command, ...rest] = argv;
  try {
    const { values } = parseArgs({
      args: rest,
      options: {
        name: { type: 'string' },
        subdomain: { type: 'string' },
        partner: { type: 'string' },
        company: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        profile: { type: 'string' },
      },
      strict: true,
    });
    const { db } = io;
    switch (command) {
      case 'create-company': {
        const company = await createCompany({
          db,
          input: {
            name: required(values, 'name'),
            subdomain: required(values, 'subdomain'),
            partner_id: await partnerIdOf(db, required(values, 'partner')),
          },
        });
        io.out(`Created business unit #${company.id} "${company.name}" (${company.subdomain})\n`);
        return 0;
      }
      case 'create-user': {
        const profile = required(values, 'profile');
        if (!(PROFILES as readonly string[]).includes(profile)) {
          throw new UsageError(`--profile must be one of ${PROFILES.join(', ')}`);
        }
        const partnerSide = profile === 'a2m' || profile === 'master';
        const email = required(values, 'email');
        const user = await createUser({
          db,
          input: {
            name: values.name ?? email.split('@')[0] ?? email,
            email,
            password: required(values, 'password'),
            perfil_usuario: profile as Profile,
            ...(partnerSide
              ? { partner_id: await partnerIdOf(db, required(values, 'partner')) }
              : { company_id: await companyIdOf(db, required(values, 'company')) }),
          },
        });
        io.out(`Created user #${user.id} ${user.email} (${profile})\n`);
        return 0;
      }
      case 'reset-password': {
        const user = await resetPassword({
          db,
          email: required(values, 'email'),
          password: required(values, 'password'),
        });
        io.out(`Password reset for ${user.email}; their sessions were ended\n`);
        return 0;
      }
      case 'deactivate-user': {
        const user = await deactivateUser({ db, email: required(values, 'email') });
        io.out(`Deactivated ${user.email}; their sessions were ended\n`);
        return 0;
      }
      default:
        io.err(command && command !== 'help' ? `Unknown command "${command}"\n\n${USAGE}` : USAGE);
        return command && command !== 'help' ? 2 : 0;
    }
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      const body = errorBody(err.code, lang, err.details);
      const fields = Object.entries(body.errors ?? {}).map(([, msgs]) => `  - ${msgs.join('; ')}`);
      io.err(`Error: ${body.message}\n${fields.join('\n')}${fields.length ? '\n' : ''}`);
      return 1;
    }
    if (err instanceof UsageError || (err instanceof TypeError && 'code' in err)) {
      io.err(`Error: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
}

/** The terminal's language when the portal speaks it, else English. */
function terminalLanguage(value: string | undefined): Language {
  const tag = value?.split('.')[0]?.replace('_', '-') ?? '';
  return /^(pt|es|en)/i.test(tag) ? resolveLanguage(tag) : 'en-US';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const code = await runCli(process.argv.slice(2), {
    db: database.db,
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s),
    lang: terminalLanguage(process.env.LANG),
  });
  await database.close();
  process.exit(code);
}
