/** Where a person's own details and sign-in settings are: the profile menu links them. */
export const DETAILS_PATH = '/account/details';
export const PASSWORD_PATH = '/account/password';
/** Also where a person is sent whose organisation requires two-factor sign-in before they have turned it on. */
export const TWO_FACTOR_PATH = '/account/two-factor';
/** The Google and Microsoft accounts a person signs in with; also where linking one comes back to. */
export const SIGN_INS_PATH = '/account/sign-ins';
