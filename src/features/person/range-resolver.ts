import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bodyResolver } from '../../lib/form.ts';

/**
 * The contract's check of the body first, then one the contract cannot make because it needs the
 * person's other rows (an overlap): `conflict` returns the message for the field it names, or null.
 */
export function withConflictCheck<Values extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
  conflict: (values: Values) => { field: string; message: string } | null,
): Resolver<Values> {
  const contractCheck = bodyResolver(schema, toBody);
  return async (values, context, options) => {
    const result = await contractCheck(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const found = conflict(values);
    if (!found) return result;
    return {
      values: {},
      errors: { [found.field]: { type: 'conflict', message: found.message } } as never,
    };
  };
}
