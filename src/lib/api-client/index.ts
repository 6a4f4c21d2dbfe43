export { apiRequest, type RequestOptions } from './client';
export { ApiError, NetworkError, ResponseShapeError, isApiError, messageFromBody } from './errors';
export { refreshSession, REFRESH_PATH, type RefreshOutcome } from './refresh';
export {
  getAccessToken,
  setAccessToken,
  readTokenCookie,
  onAccessTokenChange,
  TOKEN_COOKIE,
} from './token-store';
export { onAuthError, emitAuthError } from './auth-events';
export { apiUrl, type ApiTarget } from './urls';
