import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from './context';
import { EMBED_CLIENT_SCRIPT, EMBED_STYLES } from './embed-client';
import { rolesFor, verifyEmbedToken } from './embed-token';
import { rowsForRoles } from './seed-data';
import { RUNNING_STATES } from './state';

/** The embed page has its own policy: it is framed by the portal (any origin, like app.powerbi.com). */
const EMBED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  'frame-ancestors *',
].join('; ');

/** A short digest of an asset: its address changes with its content, so browsers may keep it. */
function versionOf(content: string): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 12);
}

/** Versioned assets are kept by browsers for a year, as Power BI's own scripts are. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'private, max-age=300';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Power BI Report</title>
<link rel="stylesheet" href="embed.css?v=${versionOf(EMBED_STYLES)}">
</head>
<body>
<div id="report" data-testid="report-root" data-state="waiting"></div>
<script src="embed.js?v=${versionOf(EMBED_CLIENT_SCRIPT)}"></script>
</body>
</html>
`;

/**
 * The report host page (`/reportEmbed`) that powerbi-client talks to over postMessage, and the small
 * API it uses to check its embed token and the capacity of the report.
 */
export function registerEmbed(app: FastifyInstance, ctx: EmulatorContext): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('x-frame-options');
    reply.removeHeader('cross-origin-resource-policy');
    reply.header('content-security-policy', EMBED_CSP);
    return payload;
  });

  const capacityState = (reportId: string) => {
    const capacity = ctx.state.capacityOfReport(reportId);
    const state = capacity?.state ?? 'Succeeded';
    return { state, active: RUNNING_STATES.includes(state) };
  };

  // The page is the same for every report (the report comes in powerbi-client's messages): a
  // browser may keep it a few minutes, so a frame opens without waiting for the server.
  app.get('/reportEmbed', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE).send(PAGE),
  );
  app.get('/embed.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', ASSET_CACHE)
      .send(EMBED_CLIENT_SCRIPT),
  );
  app.get('/embed.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', ASSET_CACHE).send(EMBED_STYLES),
  );

  app.post<{ Body: { token?: string; reportId?: string } | undefined }>(
    '/api/session',
    async (request, reply) => {
      const { token, reportId } = request.body ?? {};
      if (!token || !reportId) return reply.status(400).send({ error: 'InvalidRequest' });
      const check = verifyEmbedToken(token, ctx.signingKey);
      if (!check.ok) {
        return reply
          .status(403)
          .send({ error: check.reason === 'expired' ? 'TokenExpired' : 'InvalidToken' });
      }
      const grant = check.grant;
      const report = ctx.state.reports.find((r) => r.id.toLowerCase() === reportId.toLowerCase());
      if (!report) return reply.status(404).send({ error: 'PowerBIEntityNotFound' });
      const granted = grant.reports.find((r) => r.id === report.id);
      if (!granted) return reply.status(403).send({ error: 'ReportNotGranted' });
      const dataset = ctx.state.datasets.find((d) => d.id === report.datasetId);
      const roles = rolesFor(grant, report.datasetId);
      if (dataset && dataset.roles.length > 0 && !roles) {
        return reply.status(403).send({ error: 'EffectiveIdentityRequired' });
      }
      const identity = grant.identities.find((i) => i.datasets.includes(report.datasetId));
      return {
        report: {
          id: report.id,
          name: report.name,
          datasetId: report.datasetId,
          allowEdit: granted.allowEdit,
        },
        pages: report.pages,
        identity: identity ? { username: identity.username, roles: identity.roles } : null,
        rows: rowsForRoles(report.datasetId, roles ?? []),
        expiration: grant.exp * 1000,
        tokenId: grant.tokenId,
        capacity: capacityState(report.id),
      };
    },
  );

  app.get<{ Querystring: { reportId?: string } }>('/api/capacity', async (request, reply) => {
    const reportId = request.query.reportId;
    if (!reportId || !ctx.state.reports.some((r) => r.id.toLowerCase() === reportId.toLowerCase())) {
      return reply.status(404).send({ error: 'PowerBIEntityNotFound' });
    }
    return capacityState(reportId);
  });
}
