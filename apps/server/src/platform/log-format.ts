/**
 * The two forms of the log: one JSON object a line (what log collectors, the tests and CI read),
 * or readable lines for a person at a terminal.
 */
export type LogFormat = 'json' | 'pretty';

export const LOG_FORMATS: readonly LogFormat[] = ['json', 'pretty'];

/** LOG_FORMAT as given, or undefined when unset (the form is then chosen by `chooseLogFormat`). */
export function parseLogFormat(value: string | undefined): LogFormat | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const format = value.trim().toLowerCase();
  if (!(LOG_FORMATS as readonly string[]).includes(format)) {
    throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, got "${value}"`);
  }
  return format as LogFormat;
}

/**
 * The form the log takes: the one forced by LOG_FORMAT, else readable text only when a person is
 * likely reading, i.e. standard output is a terminal and the install is not a production one.
 */
export function chooseLogFormat(opts: {
  forced?: LogFormat;
  isTTY: boolean | undefined;
  nodeEnv: string;
}): LogFormat {
  if (opts.forced) return opts.forced;
  return opts.isTTY === true && opts.nodeEnv !== 'production' ? 'pretty' : 'json';
}

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every record carries, or that a readable line shows in its own way. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'err',
  'responseTime',
]);

/** A record as pino writes it (only what the readable form looks at is typed). */
export interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number; method?: string; url?: string };
  err?: { message?: string; stack?: string; type?: string };
  responseTime?: number;
  [field: string]: unknown;
}

function clock(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * One record as readable text (with its trailing newline), or null for a record the readable
 * form leaves out: Fastify's "incoming request", since the completed request's line says it all.
 */
export function formatLogRecord(record: LogRecord): string | null {
  if (record.msg === 'incoming request' && record.req) return null;
  const level = (LEVELS[record.level ?? 30] ?? String(record.level)).padEnd(5);
  let message = record.msg ?? '';
  // A finished request (completed or errored): method, path, status and time on one line.
  if (record.res && typeof record.responseTime === 'number') {
    const method = record.res.method ?? record.req?.method;
    const url = record.res.url ?? record.req?.url;
    const request = method && url ? `${method} ${url}` : `request ${String(record.reqId ?? '')}`.trim();
    message = `${request} ${record.res.statusCode ?? '-'} ${Math.round(record.responseTime)} ms`;
  }
  const extra = Object.fromEntries(Object.entries(record).filter(([key]) => !SHOWN.has(key)));
  const extraText = Object.keys(extra).length > 0 ? ` ${JSON.stringify(extra)}` : '';
  let text = `${clock(record.time)} ${level} ${message}${extraText}`;
  if (record.err) {
    // The stack starts with the error's message; indented so the next record stands out.
    const detail = record.err.stack ?? record.err.message ?? JSON.stringify(record.err);
    text += `\n${detail
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n')}`;
  }
  return `${text}\n`;
}

/**
 * A pino destination that writes each JSON line it is given to `out` as readable text. A line
 * that is not a JSON record goes through unchanged, so nothing is ever lost.
 */
export function prettyLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      let record: unknown;
      try {
        record = JSON.parse(line);
      } catch {
        out.write(line);
        return;
      }
      if (typeof record !== 'object' || record === null) {
        out.write(line);
        return;
      }
      const text = formatLogRecord(record as LogRecord);
      if (text !== null) out.write(text);
    },
  };
}
