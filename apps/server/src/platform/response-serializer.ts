import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are checked against their response schema.
 * - validate: every answer is parsed by its zod schema before it leaves (tests, development).
 * - fast: the same zod schema compiled to JSON Schema and fast-json-stringify — only the declared
 *   fields are written and missing required ones fail — at a fraction of the cost
 *   (bench/RESULTS.md). Production default.
 */
export type ResponseCheck = 'validate' | 'fast';

type SerializerCompiler = Parameters<typeof serializerCompiler>[0];

export function responseSerializerCompiler(mode: ResponseCheck) {
  if (mode === 'validate') return serializerCompiler;
  return (route: SerializerCompiler) => {
    try {
      const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    } catch {
      // A schema JSON Schema cannot express keeps the full zod check.
      return serializerCompiler(route);
    }
  };
}
