import { config } from 'zod/v4/core';

// zod probes, as each object schema is built, whether it may compile validators with
// `new Function`; the server's content security policy forbids it, and the probe alone is
// reported as a violation. The app's validators are interpreted instead. Imported first by the
// app's start, before any module that builds a schema.
config({ jitless: true });
