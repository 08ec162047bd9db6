/** The login's background, also behind the hand-off pages: they are the portal's pages outside its layout. */
export const LOGIN_BACKGROUND = 'radial-gradient(circle at 50% 14em, #8A5CFF 0%, #4B1FC2 55%, #24124F 100%)';
