import { Hono } from 'hono';
import type { ApiEnv, Deps } from '../env.ts';

export function servicesRoutes(_deps: Deps) {
  return new Hono<ApiEnv>();
}
