// Every /v1 router is an OpenAPIHono with the shared validation hook, so /v1/openapi.json
// documents each route from the same zod schemas that validate it.
import { OpenAPIHono } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../contract/error.js';
import { validationHook } from './validation.js';

export const newRouter = () => new OpenAPIHono({ defaultHook: validationHook });

export const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/** Error answers to list in a route's `responses` (all share the error shape). */
export const errorResponses = {
  400: errorBody('Invalid input: code VALIDATION_ERROR, failing fields in payload.fields'),
  404: errorBody('Not found: code NOT_FOUND'),
  500: errorBody('Unexpected failure: code GENERAL_ERROR'),
} as const;

export const jsonBody = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
