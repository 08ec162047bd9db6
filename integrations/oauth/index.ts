/** OAuth 2.0 grants for the vendors that need one: authorize URLs with single-use state, code exchange, refresh. */
export { authorizationUrl, consumeState } from './authorize.js';
export { refreshingCalls, refreshingClient, refreshingClients } from './client.js';
export { freshConnection, type TokenRefreshOptions } from './refresh.js';
export { requestToken } from './token.js';
export { isOAuthSystem, OAuthNotConfiguredError, oauthClient, oauthEnabled, oauthSettingNames, VENDOR_OAUTH_SYSTEMS, type OAuthSettings } from './vendors.js';
