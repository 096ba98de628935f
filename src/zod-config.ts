import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` where the page allows it, deciding when the first
// object schema is made. Our Content-Security-Policy allows no eval, so its probe would be reported as a
// blocked eval on every page; jitless it parses the same without probing. main.tsx imports this module
// first, and vite.config.ts puts it in zod's chunk, which runs before any chunk that makes a schema.
z.config({ jitless: true });
