import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A real SAML identity provider for the single sign-on specs: SimpleSAMLphp from Debian's
 * packages, shaped like Entra ID (issuer https://sts.windows.net/<tenant>/, e-mail NameID, claim
 * URIs, assertion signed), started by the workplace's `saml-idp.sh` on loopback. Its accounts:
 * alice/alicepass (alice@contoso.test) and bob/bobpass (bob@contoso.test).
 */

const HERE = dirname(fileURLToPath(import.meta.url));

/** The launcher: SAML_IDP_SCRIPT, else the shared tools beside this repository's checkout. */
function launcher(): string {
  const candidates = [
    process.env.SAML_IDP_SCRIPT,
    resolve(HERE, '../../shared/tools/saml-idp.sh'),
    '/work/shared/tools/saml-idp.sh',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error(`saml-idp.sh not found (looked in ${candidates.join(', ')}); set SAML_IDP_SCRIPT`);
  return found;
}

export interface RunningIdp {
  metadataXml: string;
  loginUrlPrefix: string;
  /** Lets one more service provider (a unit's application) sign people in here. */
  addServiceProvider(spEntityId: string, acsUrl: string): void;
  stop(): void;
}

const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Starts the provider for one service provider (entity ID and ACS URL) on `port`. */
export function startSamlIdp(port: number, spEntityId: string, acsUrl: string): RunningIdp {
  // The Debian packages are kept between runs in the same folder; the config is written anew.
  const workdir = join(tmpdir(), `mirante-saml-idp-${port}`);
  execFileSync('bash', [launcher(), workdir, String(port), spEntityId, acsUrl], {
    stdio: 'pipe',
    timeout: 120_000,
  });
  // SimpleSAMLphp marks its cookies SameSite=None, which a browser drops without Secure: on plain
  // HTTP over loopback they would never come back. Lax keeps them for the top-level navigations
  // of a sign-in (the file is read again on every request).
  appendFileSync(
    join(workdir, 'config', 'config.php'),
    "\n$config['session.cookie.samesite'] = 'Lax';\n$config['language.cookie.samesite'] = 'Lax';\n",
  );
  const pidFile = join(workdir, 'pid');
  return {
    metadataXml: readFileSync(join(workdir, 'idp-metadata.xml'), 'utf8'),
    loginUrlPrefix: `http://127.0.0.1:${port}/`,
    addServiceProvider(entityId, acsUrl) {
      // The provider reads its metadata files on every request: the entry counts at once.
      appendFileSync(
        join(workdir, 'config', 'metadata', 'saml20-sp-remote.php'),
        `\n$metadata[${phpString(entityId)}] = [\n` +
          `    'AssertionConsumerService' => ${phpString(acsUrl)},\n` +
          "    'NameIDFormat' => 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',\n" +
          "    'saml20.sign.assertion' => true,\n" +
          "    'saml20.sign.response' => false,\n];\n",
      );
    },
    stop() {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').trim()));
      } catch {
        // Already gone.
      }
    },
  };
}
