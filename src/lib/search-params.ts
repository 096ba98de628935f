import type { z } from 'zod';

type Lenient<Shape extends Record<string, z.ZodType>> = { [Key in keyof Shape]: z.ZodCatch<Shape[Key]> };

/**
 * The fields of a strict schema for a page's address: a value the field refuses falls back to what
 * the field gives when the value is absent (its default, or nothing), so a hand-edited or outdated
 * link still opens the page. Each field must accept being absent.
 */
export function leniently<Shape extends Record<string, z.ZodType>>(shape: Shape): Lenient<Shape> {
  const fields: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    const absent = field.safeParse(undefined);
    fields[key] = field.catch(absent.success ? absent.data : undefined);
  }
  return fields as Lenient<Shape>;
}
