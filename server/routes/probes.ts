import { probeAnswerSchema } from '../../contract/probes.ts';
import { databaseReady } from '../db/readiness.ts';
import { declareRoutes } from '../declare-routes.ts';
import { ApiError } from '../http.ts';

/**
 * Health and readiness for load balancers and orchestrators (docs/operations.md#health-and-readiness).
 * Public, so registered before authentication: no credentials, and no rate limit to trip.
 */
export const probesRoutes = declareRoutes(
  {
    health: {
      method: 'GET',
      path: '/api/health',
      tag: 'Operations',
      summary: 'Check the process answers',
      description: 'Always `{"status":"ok"}` while the process serves requests; reads nothing.',
      extension: true,
      response: probeAnswerSchema,
      public: true,
    },
    ready: {
      method: 'GET',
      path: '/api/ready',
      tag: 'Operations',
      summary: 'Check the service is ready',
      description:
        '`{"status":"ok"}` when the database answers and every migration is applied; otherwise 503.',
      extension: true,
      response: probeAnswerSchema,
      refusals: [503],
      public: true,
    },
  },
  (deps) => ({
    health: (c) => c.json({ status: 'ok' as const }),
    ready: async (c) => {
      if (!(await databaseReady(deps.db))) throw new ApiError(503, 'not_ready');
      return c.json({ status: 'ok' as const });
    },
  }),
);
