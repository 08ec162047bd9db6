/** Single sign-on through OpenID Connect (Google, Microsoft): providers, the relying party, sign-ons and linked accounts. */
export { findLinkedUser, linkAccount, linksOf, unlinkAccount, type SignOnLink } from './links.js';
export {
  configuredProviders,
  SIGN_ON_PROVIDERS,
  SignOnNotConfiguredError,
  type SignOnClientSettings,
  type SignOnIntent,
  type SignOnProvider,
  type SignOnSettings,
} from './providers.js';
export { RelyingParty, SignOnFailedError } from './relying-party.js';
export { beginSignOn, finishSignOn, type FinishedSignOn } from './sign-ons.js';
