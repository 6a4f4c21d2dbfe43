/**
 * Whether this bundle carries the in-browser demo backend: the dev server and the demo build
 * (`npm run build:demo`) do; the production build (`npm run build`) has none of its code, so a tenant
 * who deploys dist/ as built never gets demo data, whatever its config.json says.
 */
export const HAS_DEMO_BACKEND: boolean = __DEMO_BACKEND__;
