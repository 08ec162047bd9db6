import { z } from 'zod';
import { SIGN_ON_PROVIDERS, type SignOnLink, type SignOnProvider } from '../../../identity/sign-on/index.js';
import { userResource } from '../users/schemas.js';

const provider = z.enum(SIGN_ON_PROVIDERS);

export const providersAnswer = z.object({
  data: z.array(z.object({ provider }).meta({ id: 'SignOnProvider', description: 'A provider this portal has an app at: people can sign in with it.' })),
});

/** Where the page sends the browser to sign in at the provider. */
export const signOnStarted = z.object({
  data: z.object({ url: z.string().describe("The provider's authorization URL (with state, nonce and PKCE challenge): send the browser there.") }).meta({ id: 'SignOnStart' }),
});

const redirect = z.string().max(2000).describe('Where the portal goes once signed in: one of its own paths (the page goes only there).');

/** The start of a sign-in: Microsoft also takes the administrators' sign-in. */
export const signInQuery = (signOnProvider: SignOnProvider) =>
  z.strictObject({
    intent: z
      .enum(signOnProvider === 'microsoft' ? ['sign_in', 'admin'] : ['sign_in'])
      .optional()
      .describe(
        signOnProvider === 'microsoft'
          ? 'admin: a sign-in for administration, which needs a Microsoft account with administrator rights (its directory role) of a person who is an administrator here.'
          : 'sign_in (the default).',
      ),
    redirect: redirect.optional(),
  });

export const linkBody = z.strictObject({ redirect: redirect.optional() });

export const signOnReturn = z.strictObject({
  query: z
    .string()
    .min(1, 'Required')
    .max(8000)
    .describe('The query string the provider sent the browser back to /auth/{provider}/return with (code, state, and whatever else it adds).'),
});

const signedOn = z.object({
  data: z
    .object({
      intent: z.enum(['sign_in', 'admin', 'link']).describe('What the sign-on was started for: sign_in and admin signed the browser in (a new session); link linked the account to the signed-in person.'),
      redirect: redirect.nullable(),
      user: userResource,
    })
    .meta({ id: 'SignOn' }),
});

/** POST /auth/{provider}/login: signed in or linked, or (two-factor on) waiting for a code. */
export const signOnFinished = z.union([
  signedOn,
  z
    .object({ two_factor: z.literal(true), redirect: redirect.nullable() })
    .meta({
      id: 'SignOnTwoFactorRequired',
      description: 'The account at the provider was right; POST /auth/two-factor-challenge with a code finishes signing in (within 5 minutes, same browser).',
    }),
]);

const linkedSignIn = z
  .object({
    provider,
    email: z.string().nullable().describe("The account's email as the provider gave it: for recognising it, never used to find anyone."),
    linked_at: z.string(),
  })
  .meta({ id: 'LinkedSignIn' });

export const linkedSignIns = z.object({ data: z.array(linkedSignIn) });
export const linkedSignInParams = z.strictObject({ provider });

export const toLinkedSignIn = (link: SignOnLink): z.infer<typeof linkedSignIn> => ({ provider: link.provider, email: link.email, linked_at: link.created_at.toISOString() });
