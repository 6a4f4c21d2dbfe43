import { z } from 'zod/mini';

// zod compiles fast parsers with `new Function` unless told not to; under the app's Content-Security-
// Policy (no 'unsafe-eval') even its probe for that would be reported as a violation.
// zod/mini has no messages of its own (every issue reads 'Invalid input'); the English ones explain a
// wrong config.json on the config error page and an unexpected API answer in ResponseShapeError.
z.config({ ...z.locales.en(), jitless: true });
