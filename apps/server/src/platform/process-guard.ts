/** Where the guard reports; pino's logger fits. */
export interface StrayFailureLog {
  error(details: { err: unknown }, message: string): void;
}

/**
 * Keeps the process serving through failures no request awaits: a promise rejected with no
 * handler, or an exception thrown outside any request. Each is logged with its stack and the
 * server goes on answering; the errors of a request itself reach the error handler as usual.
 * `log` is read at each failure, so the caller may start with a plain logger and switch to the
 * app's once it exists. Returns a function that removes the guard.
 */
export function keepServingThroughStrayFailures(log: () => StrayFailureLog): () => void {
  const onRejection = (reason: unknown) =>
    log().error({ err: reason }, 'a promise was rejected and nobody handled it');
  const onException = (error: Error) =>
    log().error({ err: error }, 'an exception was thrown outside any request');
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** A logger for the moments before the app's own exists: one JSON line per failure on stderr. */
export const stderrLog: StrayFailureLog = {
  error({ err }, message) {
    const detail = err instanceof Error ? { message: err.message, stack: err.stack } : { value: String(err) };
    process.stderr.write(`${JSON.stringify({ level: 'error', msg: message, err: detail })}\n`);
  },
};
