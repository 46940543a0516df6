import { ZHealthResponse } from '../common';
import { route } from '../route-map';

/** The liveness call (503 with the same answer while the database does not answer). */
export const healthRoutes = {
  get: route('GET /health', {
    summary: 'Liveness and database reachability',
    response: ZHealthResponse,
  }),
} as const;
