export * from './lib/endpoint-defaults';
export * from './lib/parameter-bounds';
