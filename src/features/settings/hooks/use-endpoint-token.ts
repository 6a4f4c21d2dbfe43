import { useSyncExternalStore } from 'react';
import { readEndpointToken, subscribeEndpointTokens } from '../lib/endpoint-token';

/** The key stored for an endpoint in this browser; re-renders when the token dialog saves one. */
export function useEndpointToken(endpoint: string): string | null {
  return useSyncExternalStore(subscribeEndpointTokens, () => readEndpointToken(endpoint));
}
