import { z } from 'zod';

/**
 * (extension, docs/interface.md#the-api-description) What `GET /api/openapi.json` answers: an OpenAPI
 * 3.1 document, of which the app and the tests rely only on this much.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
