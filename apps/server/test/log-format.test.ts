import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import {
  chooseLogFormat,
  formatLogRecord,
  parseLogFormat,
  prettyLogStream,
} from '../src/platform/log-format';
import { requestLogOptions } from '../src/platform/request-log';

const CLOCK = /^\d\d:\d\d:\d\d /;

/** A stream that keeps what is written to it. */
function capture() {
  const chunks: string[] = [];
  return {
    write(text: string) {
      chunks.push(text);
    },
    text: () => chunks.join(''),
    lines: () => chunks.join('').split('\n').filter(Boolean),
  };
}

/** A bare Fastify app logging the way the portal does, with one route answering 200 and one failing. */
async function appLoggingTo(stream: { write(line: string): void }, format: 'json' | 'pretty') {
  const app = Fastify({ logger: requestLogOptions('info', stream, format) });
  app.get('/x', async () => ({ ok: true }));
  app.get('/embedded/secret-token', async () => ({ ok: true }));
  app.get('/fails', async (request) => {
    request.log.error({ err: new Error('the disk is full') }, 'could not write');
    return { ok: false };
  });
  await app.ready();
  return app;
}

describe('readable log lines', () => {
  it('turns a completed request into one line: method, path, status and time', () => {
    const line = formatLogRecord({
      level: 30,
      time: Date.UTC(2026, 0, 2, 3, 4, 5),
      reqId: 'r1',
      res: { statusCode: 200, method: 'GET', url: '/x' },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(line).toMatch(CLOCK);
    expect(line?.slice(9)).toBe('INFO  GET /x 200 12 ms\n');
  });

  it('leaves out the incoming request, which the completed line already says', () => {
    expect(
      formatLogRecord({ level: 30, time: 0, req: { method: 'GET', url: '/x' }, msg: 'incoming request' }),
    ).toBeNull();
  });

  it('keeps an error with its stack', () => {
    const stack = 'Error: the disk is full\n    at write (/srv/files.ts:3:9)\n    at save (/srv/save.ts:7:2)';
    const line = formatLogRecord({
      level: 50,
      time: 0,
      err: { type: 'Error', message: 'the disk is full', stack },
      msg: 'could not write',
    });
    expect(line?.split('\n')).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d ERROR could not write$/),
      '    Error: the disk is full',
      '        at write (/srv/files.ts:3:9)',
      '        at save (/srv/save.ts:7:2)',
      '',
    ]);
  });

  it('shows the other fields of a record after its message', () => {
    const line = formatLogRecord({ level: 40, time: 0, job: 'rollup', msg: 'late' });
    expect(line?.slice(9)).toBe('WARN  late {"job":"rollup"}\n');
  });

  it('passes a line that is not a JSON record through unchanged', () => {
    const out = capture();
    prettyLogStream(out).write('plain text\n');
    expect(out.text()).toBe('plain text\n');
  });

  it('writes one readable line per request from a Fastify app, with its tokens redacted', async () => {
    const out = capture();
    const app = await appLoggingTo(out, 'pretty');
    await app.inject({ method: 'GET', url: '/x' });
    await app.inject({ method: 'GET', url: '/embedded/secret-token' });
    await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    const lines = out.lines().filter((line) => CLOCK.test(line));
    expect(lines.map((line) => line.slice(9).replace(/\d+ ms$/, 'N ms'))).toEqual([
      'INFO  GET /x 200 N ms',
      'INFO  GET /embedded/[redacted] 200 N ms',
      'ERROR could not write',
      'INFO  GET /fails 200 N ms',
    ]);
    expect(out.text()).toContain('\n    Error: the disk is full\n        at ');
    expect(out.text()).not.toContain('secret-token');
    expect(out.text()).not.toContain('{"level"');
  });
});

describe('JSON log lines', () => {
  it('stay JSON, each request as Fastify writes it, on a pipe or in production', async () => {
    expect(chooseLogFormat({ isTTY: false, nodeEnv: 'development' })).toBe('json');
    expect(chooseLogFormat({ isTTY: undefined, nodeEnv: 'development' })).toBe('json');
    expect(chooseLogFormat({ isTTY: true, nodeEnv: 'production' })).toBe('json');
    expect(chooseLogFormat({ isTTY: true, nodeEnv: 'development' })).toBe('pretty');

    const out = capture();
    const app = await appLoggingTo(out, chooseLogFormat({ isTTY: false, nodeEnv: 'development' }));
    await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    const records = out.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const incoming = records.find((r) => r.msg === 'incoming request');
    const completed = records.find((r) => r.msg === 'request completed');
    expect(incoming).toMatchObject({ level: 30, req: { method: 'GET', url: '/x' } });
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(completed?.res).toEqual({ statusCode: 200 });
    expect(typeof completed?.time).toBe('number');
    expect(completed?.reqId).toBe(incoming?.reqId);
  });

  it('is the form LOG_FORMAT forces, whatever the terminal', () => {
    expect(chooseLogFormat({ forced: 'json', isTTY: true, nodeEnv: 'development' })).toBe('json');
    expect(chooseLogFormat({ forced: 'pretty', isTTY: false, nodeEnv: 'production' })).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(() => parseLogFormat('colour')).toThrow('LOG_FORMAT must be one of json, pretty, got "colour"');
  });
});
