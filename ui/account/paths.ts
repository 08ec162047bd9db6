/** Where a person's own details and sign-in settings are: the profile menu links them. */
export const DETAILS_PATH = '/account/details';
export const PASSWORD_PATH = '/account/password';
/** Also where a person is sent whose organisation requires two-factor sign-in before they have turned it on. */
export const TWO_FACTOR_PATH = '/account/two-factor';
/** The person's sign-ins through Google or Microsoft, to link and unlink (the single sign-on screen). */
export const SIGN_INS_PATH = '/account/sign-ins';
