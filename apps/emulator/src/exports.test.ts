import { inflateRawSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pngText } from './export-files/png';
import { DATASET_IDS, REPORT_IDS, RLS_ROLES, SAMPLE_ROWS, WORKSPACE_IDS } from './seed-data';
import { bearer, startEmulator } from './test-support';

const { app } = await startEmulator({ control: true });
let auth: string;
beforeAll(async () => {
  auth = await bearer(app, 'powerbi');
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/_control/reset' });
  await settings({ exportMsPerPage: 20 });
});

const SALES = `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.commercial}/reports/${REPORT_IDS.salesOverview}`;
const OPERATIONS = `/powerbi/v1.0/myorg/groups/${WORKSPACE_IDS.operations}/reports/${REPORT_IDS.operations}`;
const north = { username: 'nina@north.example', roles: [RLS_ROLES.north], datasets: [DATASET_IDS.sales] };

function settings(body: object) {
  return app.inject({ method: 'POST', url: '/_control/settings', payload: body });
}
function exportTo(payload: object, url = SALES, authorization = auth) {
  return app.inject({ method: 'POST', url: `${url}/ExportTo`, headers: { authorization }, payload });
}
function get(url: string, authorization = auth) {
  return app.inject({ method: 'GET', url, headers: { authorization } });
}

/** Polls as a client should: waits what Retry-After says (capped for the test), until done. */
async function finished(id: string, url = SALES) {
  for (let i = 0; i < 100; i += 1) {
    const res = await get(`${url}/exports/${encodeURIComponent(id)}`);
    if (res.statusCode === 200) return res;
    expect(res.statusCode).toBe(202);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the export never finished');
}

async function pdfText(data: Buffer) {
  const parser = new PDFParse({ data });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

/** The files of a ZIP archive, read from its central directory. */
function unzip(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = file.readUInt16LE(at + 10);
    const packed = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extra = file.readUInt16LE(at + 30);
    const comment = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + packed);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

const northRevenue = SAMPLE_ROWS.filter((r) => r.region === 'North').reduce((t, r) => t + r.revenue, 0);
const allRevenue = SAMPLE_ROWS.reduce((t, r) => t + r.revenue, 0);

describe('export to file', () => {
  it('runs as a job: 202 with the Export, progress with Retry-After, then the file link for 24 hours', async () => {
    await settings({ exportMsPerPage: 400 });
    const res = await exportTo({ format: 'PDF', powerBIReportConfiguration: { identities: [north] } });
    expect(res.statusCode).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({
      reportId: REPORT_IDS.salesOverview,
      reportName: 'Sales overview',
      status: 'NotStarted',
      percentComplete: 0,
    });
    expect(job.resourceLocation).toBeUndefined();
    const running = await get(`${SALES}/exports/${encodeURIComponent(job.id)}`);
    expect(running.statusCode).toBe(202);
    expect(Number(running.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await get(`${SALES}/exports/${encodeURIComponent(job.id)}/file`)).toMatchObject({
      statusCode: 404,
    });

    const done = (await finished(job.id)).json();
    expect(done).toMatchObject({ status: 'Succeeded', percentComplete: 100, ResourceFileExtension: '.pdf' });
    expect(done.resourceLocation).toMatch(/\/exports\/.+\/file$/);
    const lifetime = Date.parse(done.expirationTime) - Date.parse(done.lastActionDateTime);
    expect(lifetime).toBe(24 * 3_600_000);
  });

  it('prints on every PDF page whose data it is: the effective user, the role, and their figures only', async () => {
    const job = (
      await exportTo({ format: 'PDF', powerBIReportConfiguration: { identities: [north] } })
    ).json();
    await finished(job.id);
    const file = await get(`${SALES}/exports/${encodeURIComponent(job.id)}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.rawPayload);
    for (const page of ['Overview', 'By region', 'By product'])
      expect(text).toContain(`Sales overview - ${page}`);
    expect(text.match(/Effective user: nina@north\.example · Roles: North/g)).toHaveLength(3);
    expect(text).toContain(`Revenue: ${northRevenue.toLocaleString('en-US')}`);
    expect(text).not.toContain(`Revenue: ${allRevenue.toLocaleString('en-US')}`);
    expect(text).not.toMatch(/\bSouth\b/);
  });

  it('exports the pages asked for, with the report level filter, as PowerPoint slides', async () => {
    const job = (
      await exportTo({
        format: 'PPTX',
        powerBIReportConfiguration: {
          pages: [{ pageName: 'ReportSection3' }],
          reportLevelFilters: [{ filter: "Sales/Product eq 'Beta'" }],
          identities: [{ ...north, roles: [RLS_ROLES.north, RLS_ROLES.south] }],
        },
      })
    ).json();
    await finished(job.id);
    const file = await get(`${SALES}/exports/${encodeURIComponent(job.id)}/file`);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    const parts = unzip(file.rawPayload);
    expect([...parts.keys()]).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'ppt/presentation.xml', 'ppt/slides/slide1.xml']),
    );
    expect(parts.has('ppt/slides/slide2.xml')).toBe(false);
    const slide = parts.get('ppt/slides/slide1.xml')!.toString('utf8');
    expect(slide).toContain('Sales overview - By product');
    expect(slide).toContain('Effective user: nina@north.example · Roles: North, South');
    expect(slide).toContain('Filter: Sales/Product eq &apos;Beta&apos;'.replaceAll('&apos;', "'"));
    const beta = SAMPLE_ROWS.filter((r) => r.product === 'Beta' && r.region !== 'East');
    expect(slide).toContain(`Revenue: ${beta.reduce((t, r) => t + r.revenue, 0).toLocaleString('en-US')}`);
    expect(slide).not.toContain('Alpha');
  });

  it('answers one PNG for one page and a ZIP of PNGs for several, each saying whose data it drew', async () => {
    const one = (
      await exportTo({
        format: 'PNG',
        powerBIReportConfiguration: { pages: [{ pageName: 'ReportSection2' }], identities: [north] },
      })
    ).json();
    expect((await finished(one.id)).json().ResourceFileExtension).toBe('.png');
    const png = (await get(`${SALES}/exports/${encodeURIComponent(one.id)}/file`)).rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngText(png)).toMatchObject({
      Title: 'Sales overview - By region',
      Author: 'nina@north.example',
      Description: 'Effective user: nina@north.example · Roles: North',
    });
    expect(pngText(png).Figures).toContain(`North: ${northRevenue.toLocaleString('en-US')}`);
    expect(pngText(png).Figures).not.toContain('South');

    const all = (
      await exportTo({ format: 'PNG', powerBIReportConfiguration: { identities: [north] } })
    ).json();
    expect((await finished(all.id)).json().ResourceFileExtension).toBe('.zip');
    const images = unzip((await get(`${SALES}/exports/${encodeURIComponent(all.id)}/file`)).rawPayload);
    expect(images.size).toBe(3);
    for (const image of images.values()) expect(pngText(image).Author).toBe('nina@north.example');
  });

  it('refuses what the service refuses: identity rules, unknown pages and formats, filters it cannot read, shared capacity', async () => {
    const cases: [object, string][] = [
      [{ format: 'PDF' }, 'requires effective identity'],
      [
        { format: 'PDF', powerBIReportConfiguration: { identities: [{ ...north, roles: [] }] } },
        'requires roles',
      ],
      [
        { format: 'PDF', powerBIReportConfiguration: { identities: [{ ...north, roles: ['East'] }] } },
        "Role 'East'",
      ],
      [{ format: 'XLSX', powerBIReportConfiguration: { identities: [north] } }, 'paginated reports'],
      [{ format: 'DOC' }, 'Invalid format'],
      [
        { format: 'PDF', powerBIReportConfiguration: { identities: [north], pages: [{ pageName: 'Nope' }] } },
        'Page Nope',
      ],
      [
        {
          format: 'PDF',
          powerBIReportConfiguration: {
            identities: [north],
            reportLevelFilters: [{ filter: 'Sales/Colour eq 1' }],
          },
        },
        'Invalid filter',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await exportTo(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const shared = await exportTo({ format: 'PDF' }, OPERATIONS);
    expect(shared.statusCode).toBe(403);
    expect(shared.json().error.code).toBe('FeatureNotAvailableError');
    expect((await exportTo({ format: 'PDF' }, SALES, 'Bearer nope')).statusCode).toBe(401);
    expect((await get(`${SALES}/exports/unknown`)).statusCode).toBe(404);
  });

  it('throttles past the capacity’s concurrent exports with 429 and Retry-After, and fails the exports it is told to', async () => {
    await settings({ exportMsPerPage: 2000, exportConcurrency: 2, exportRetryAfterSeconds: 3 });
    const body = { format: 'PDF', powerBIReportConfiguration: { identities: [north] } };
    expect((await exportTo(body)).statusCode).toBe(202);
    expect((await exportTo(body)).statusCode).toBe(202);
    const third = await exportTo(body);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('3');

    await settings({ exportMsPerPage: 10, exportConcurrency: 500, exportFailures: 1 });
    await app.inject({ method: 'POST', url: '/_control/reset' });
    await settings({ exportMsPerPage: 10, exportFailures: 1 });
    const failing = (await exportTo(body)).json();
    expect((await finished(failing.id)).json()).toMatchObject({ status: 'Failed', percentComplete: 100 });
    expect((await get(`${SALES}/exports/${encodeURIComponent(failing.id)}/file`)).statusCode).toBe(404);
    const next = (await exportTo(body)).json();
    expect((await finished(next.id)).json().status).toBe('Succeeded');
  });
});
