import { Hono } from 'hono';
import type { ApiEnv } from '../env.ts';
import { openApiDocument } from './document.ts';

/**
 * `GET /api/openapi.json`, readable without credentials (docs/interface.md#the-api-description): it
 * describes the interface, not anyone's data. `createApp` mounts it before authentication.
 */
export function openApiRoutes() {
  const router = new Hono<ApiEnv>();
  router.get('/openapi.json', (c) => c.json(openApiDocument()));
  return router;
}
