import { z } from 'zod/mini';

// zod compiles fast parsers with `new Function` unless told not to; under the app's Content-Security-
// Policy (no 'unsafe-eval') even its probe for that would be reported as a violation.
z.config({ jitless: true });
