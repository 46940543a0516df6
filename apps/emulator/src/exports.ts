import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorContext } from './context';
import { applyFilter, type ExportedPage, pageContent } from './export-files/content';
import { renderPdf, renderPngs, renderPptx } from './export-files/render';
import { authorize, notFound, pbiError } from './powerbi';
import { rowsForRoles, type SeedReport } from './seed-data';

/*
 * Export to file (Power BI REST `Reports_ExportToFileInGroup`, its status and its file): an
 * asynchronous job per request that renders the report's pages for the request's identity and
 * filter into PDF, PowerPoint or PNG. Jobs take `exportMsPerPage` per page; a capacity runs at
 * most `exportConcurrency` at once and answers 429 with Retry-After beyond that; the next
 * `exportFailures` jobs end Failed. The file can be fetched for 24 hours.
 */

/** Formats a Power BI report exports to (the others are paginated reports'). */
const REPORT_FORMATS = ['PDF', 'PPTX', 'PNG'] as const;
type ReportFormat = (typeof REPORT_FORMATS)[number];
const ALL_FORMATS = ['PPTX', 'PDF', 'PNG', 'IMAGE', 'XLSX', 'DOCX', 'CSV', 'XML', 'MHTML', 'ACCESSIBLEPDF'];
/** Microsoft's limits: pages per export, hours a file stays. */
export const EXPORT_MAX_PAGES = 50;
const FILE_LIFETIME_MS = 24 * 3_600_000;
/** Jobs kept at most (the oldest finished ones go first). */
const MAX_KEPT = 5000;

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.png': 'image/png',
  '.zip': 'application/zip',
};

export interface ExportJob {
  id: string;
  reportId: string;
  reportName: string;
  workspaceId: string;
  capacityId: string | null;
  format: ReportFormat;
  pages: ExportedPage[];
  createdAt: number;
  doneAt: number;
  fails: boolean;
  file?: { data: Buffer; extension: string };
  finishedAt?: number;
}

interface ExportBody {
  format?: unknown;
  powerBIReportConfiguration?: {
    settings?: { locale?: string; includeHiddenPages?: boolean };
    pages?: { pageName?: unknown; visualName?: unknown; bookmark?: { name?: string; state?: string } }[];
    reportLevelFilters?: { filter?: unknown }[];
    identities?: { username?: unknown; roles?: unknown; datasets?: unknown }[];
    defaultBookmark?: { name?: string; state?: string };
    datasetToBind?: string;
  };
  paginatedReportConfiguration?: unknown;
}

function invalid(reply: FastifyReply, message: string) {
  return reply.status(400).send({ error: { code: 'InvalidRequest', message } });
}

function status(job: ExportJob, now: number): 'NotStarted' | 'Running' | 'Succeeded' | 'Failed' {
  if (now >= job.doneAt) return job.fails ? 'Failed' : 'Succeeded';
  return now - job.createdAt < 50 ? 'NotStarted' : 'Running';
}

/** Registers the three operations under `/v1.0/myorg/groups/:group/reports/:report`. */
export function registerExports(app: FastifyInstance, ctx: EmulatorContext): void {
  const { state } = ctx;
  const lower = (s: string) => s.toLowerCase();
  const findReport = (group: string, report: string): SeedReport | undefined => {
    const ws = state.workspaces.find((w) => lower(w.id) === lower(group));
    return ws && state.reports.find((r) => r.workspaceId === ws.id && lower(r.id) === lower(report));
  };
  const jobOf = (group: string, report: string, id: string) => {
    const job = state.exports.get(id);
    return job && lower(job.workspaceId) === lower(group) && lower(job.reportId) === lower(report)
      ? job
      : undefined;
  };

  /** The job as the service writes it (`Export`). */
  const present = (job: ExportJob, base: string, now: number) => {
    const current = status(job, now);
    const done = current === 'Succeeded' || current === 'Failed';
    const extension = job.file?.extension ?? extensionOf(job);
    return {
      '@odata.context': 'https://wabi-emulated.analysis.windows.net/v1.0/myorg/$metadata#exports/$entity',
      id: job.id,
      createdDateTime: new Date(job.createdAt).toISOString(),
      lastActionDateTime: new Date(done ? job.doneAt : now).toISOString(),
      reportId: job.reportId,
      reportName: job.reportName,
      status: current,
      percentComplete: done
        ? 100
        : Math.min(99, Math.floor(((now - job.createdAt) / Math.max(1, job.doneAt - job.createdAt)) * 100)),
      ...(current === 'Succeeded'
        ? {
            resourceLocation: `${base}/exports/${encodeURIComponent(job.id)}/file`,
            ResourceFileExtension: extension,
            expirationTime: new Date(job.doneAt + FILE_LIFETIME_MS).toISOString(),
          }
        : {}),
    };
  };

  app.post<{ Params: { group: string; report: string }; Body: ExportBody | undefined }>(
    '/v1.0/myorg/groups/:group/reports/:report/ExportTo',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const report = findReport(request.params.group, request.params.report);
      if (!report) return notFound(reply);
      const body = request.body ?? {};
      if (typeof body.format !== 'string' || !ALL_FORMATS.includes(body.format)) {
        return invalid(reply, `Invalid format: ${String(body.format)}`);
      }
      if (!(REPORT_FORMATS as readonly string[]).includes(body.format)) {
        return invalid(reply, `Format ${body.format} is only supported for paginated reports`);
      }
      const format = body.format as ReportFormat;
      const config = body.powerBIReportConfiguration ?? {};
      const workspace = state.workspaces.find((w) => w.id === report.workspaceId)!;
      if (!workspace.capacityId) {
        return reply
          .status(403)
          .send(pbiError('FeatureNotAvailableError', 'Export to file needs the workspace on a capacity'));
      }

      // Pages: the ones asked for, in order (a page may repeat), else every page.
      let pages = report.pages;
      if (config.pages !== undefined) {
        if (!Array.isArray(config.pages) || config.pages.length === 0)
          return invalid(reply, 'pages must not be empty');
        pages = [];
        for (const entry of config.pages) {
          const page = report.pages.find((p) => p.name === entry?.pageName);
          if (!page) return invalid(reply, `Page ${String(entry?.pageName)} was not found in the report`);
          pages.push(page);
        }
      }
      if (pages.length > EXPORT_MAX_PAGES) {
        return invalid(reply, `An export holds at most ${EXPORT_MAX_PAGES} pages`);
      }

      // Row-level security: the same rules as an embed token's effective identity.
      const dataset = state.datasets.find((d) => d.id === report.datasetId);
      const identities = config.identities ?? [];
      if (!Array.isArray(identities)) return invalid(reply, 'identities must be an array');
      let identity: ExportedPage['identity'] = null;
      for (const entry of identities) {
        if (typeof entry?.username !== 'string' || entry.username === '') {
          return invalid(reply, 'Effective identity must have a username');
        }
        const roles = Array.isArray(entry.roles) ? entry.roles.map(String) : [];
        const datasets = Array.isArray(entry.datasets) ? entry.datasets.map(String) : [];
        if (dataset && !datasets.some((id) => lower(id) === lower(dataset.id))) continue;
        if (!dataset || dataset.roles.length === 0) {
          return invalid(reply, `Exporting dataset ${report.datasetId} shouldn't have effective identity`);
        }
        for (const role of roles) {
          if (!dataset.roles.some((r) => r.name === role)) {
            return invalid(reply, `Role '${role}' does not exist in dataset ${dataset.id}`);
          }
        }
        identity = { username: entry.username, roles };
      }
      if (dataset && dataset.roles.length > 0) {
        if (!identity) {
          return invalid(reply, `Exporting dataset ${dataset.id} requires effective identity to be provided`);
        }
        if (identity.roles.length === 0) {
          return invalid(reply, `Exporting dataset ${dataset.id} requires roles in the effective identity`);
        }
      }

      const filters = config.reportLevelFilters ?? [];
      if (!Array.isArray(filters) || filters.length > 1) {
        return invalid(reply, 'Only one report level filter is supported');
      }
      const filter = typeof filters[0]?.filter === 'string' ? filters[0].filter : null;
      let rows = rowsForRoles(report.datasetId, identity?.roles ?? []);
      if (filter) {
        const kept = applyFilter(rows, filter);
        if ('error' in kept) return invalid(reply, kept.error);
        rows = kept;
      }

      // A capacity runs so many exports at once; past that the service asks to come back later.
      const now = Date.now();
      const running = [...state.exports.values()].filter(
        (j) => j.capacityId === workspace.capacityId && now < j.doneAt,
      ).length;
      if (running >= state.exportConcurrency) {
        reply.header('retry-after', String(state.exportRetryAfterSeconds));
        return reply.status(429).send(pbiError('TooManyRequests', 'Too many concurrent export requests'));
      }

      const job: ExportJob = {
        id: randomBytes(24).toString('base64').replaceAll('/', '_').replaceAll('+', '-'),
        reportId: report.id,
        reportName: report.name,
        workspaceId: report.workspaceId,
        capacityId: workspace.capacityId,
        format,
        pages: pages.map((page) => pageContent(report, page, rows, identity, filter)),
        createdAt: now,
        doneAt: now + Math.max(0, state.exportMsPerPage) * pages.length,
        fails: state.exportFailures > 0,
      };
      if (job.fails) state.exportFailures -= 1;
      keep(state.exports, job, now);
      const base = `${request.protocol}://${request.host}${ctx.prefix}/powerbi/v1.0/myorg/groups/${report.workspaceId}/reports/${report.id}`;
      return reply.status(202).send(present(job, base, now));
    },
  );

  app.get<{ Params: { group: string; report: string; id: string } }>(
    '/v1.0/myorg/groups/:group/reports/:report/exports/:id',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const job = jobOf(request.params.group, request.params.report, request.params.id);
      if (!job) return notFound(reply);
      const now = Date.now();
      const base = `${request.protocol}://${request.host}${ctx.prefix}/powerbi/v1.0/myorg/groups/${job.workspaceId}/reports/${job.reportId}`;
      const current = status(job, now);
      if (current === 'Succeeded') await fileOf(job);
      if (current === 'NotStarted' || current === 'Running') {
        reply.header('retry-after', String(Math.max(1, Math.ceil((job.doneAt - now) / 1000))));
        return reply.status(202).send(present(job, base, now));
      }
      return present(job, base, now);
    },
  );

  app.get<{ Params: { group: string; report: string; id: string } }>(
    '/v1.0/myorg/groups/:group/reports/:report/exports/:id/file',
    async (request, reply) => {
      if (!authorize(ctx, request, reply)) return reply;
      const job = jobOf(request.params.group, request.params.report, request.params.id);
      const now = Date.now();
      if (!job || status(job, now) !== 'Succeeded' || now > job.doneAt + FILE_LIFETIME_MS)
        return notFound(reply);
      const file = await fileOf(job);
      const name = `${job.reportName}${file.extension}`;
      return reply
        .header('content-type', CONTENT_TYPES[file.extension] ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${name.replace(/[^\w. -]/g, '_')}"`)
        .send(file.data);
    },
  );
}

function extensionOf(job: ExportJob): string {
  if (job.format === 'PNG') return job.pages.length === 1 ? '.png' : '.zip';
  return job.format === 'PDF' ? '.pdf' : '.pptx';
}

/** The job's file, rendered once when first asked for. */
async function fileOf(job: ExportJob): Promise<{ data: Buffer; extension: string }> {
  if (job.file) return job.file;
  if (job.format === 'PDF') job.file = { data: await renderPdf(job.pages), extension: '.pdf' };
  else if (job.format === 'PPTX') job.file = { data: renderPptx(job.pages), extension: '.pptx' };
  else {
    const { file, extension } = renderPngs(job.pages);
    job.file = { data: file, extension };
  }
  return job.file;
}

/** Stores a job, dropping expired ones and, past MAX_KEPT, the oldest. */
function keep(jobs: Map<string, ExportJob>, job: ExportJob, now: number): void {
  for (const [id, old] of jobs) {
    if (now > old.doneAt + FILE_LIFETIME_MS) jobs.delete(id);
  }
  while (jobs.size >= MAX_KEPT) {
    const oldest = jobs.keys().next().value;
    if (oldest === undefined) break;
    jobs.delete(oldest);
  }
  jobs.set(job.id, job);
}
