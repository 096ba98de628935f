import { Hono } from 'hono';
import type { ApiEnv, Deps } from '../env.ts';

export function absencesRoutes(_deps: Deps) {
  return new Hono<ApiEnv>();
}
