/** Set by vite.config.ts: true in the dev server, the demo build and tests; false in the production build. */
declare const __DEMO_BACKEND__: boolean;
