import { z } from 'zod';

/**
 * (extension, docs/interface.md#health-and-readiness) What `GET /api/health` and `GET /api/ready` answer
 * when all is well; a probe learns nothing else of the service (no version, no counts).
 */
export const probeAnswerSchema = z.object({ status: z.literal('ok') });
