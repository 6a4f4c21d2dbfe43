export { apiRequest } from './client';
export { ApiError, isApiError, messageFromBody } from './errors';
export { refreshSession, type RefreshOutcome } from './refresh';
export { getAccessToken, setAccessToken, readTokenCookie } from './token-store';
export { onAuthError, emitAuthError } from './auth-events';
export { apiUrl } from './urls';
