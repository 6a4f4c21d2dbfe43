/** Types of scripts/web-manifest.mjs (for the unit tests and other TypeScript callers). */
export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebManifestIcon[];
}

export declare const DEFAULT_THEME_COLOR: string;
export declare const DEFAULT_BACKGROUND_COLOR: string;
export declare const DEFAULT_ICONS: { icon192: string; icon512: string; maskable512: string };
export declare function webManifest(
  config: Record<string, unknown>,
  warn?: (message: string) => void,
): WebManifest;
export declare function webManifestText(
  config: Record<string, unknown>,
  warn?: (message: string) => void,
): string;
