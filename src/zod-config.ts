import { z } from 'zod';

// zod 4 compiles object parsers with `new Function` where the page allows it, deciding when the first
// object schema is made. Our Content-Security-Policy allows no eval, so its probe would be reported as a
// blocked eval on every page; jitless it parses the same without probing. main.tsx imports this module
// first, before any schema exists.
z.config({ jitless: true });
