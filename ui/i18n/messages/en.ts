import ra from 'ra-language-english';
import app from '../app/en.js';

/** Everything the portal says in this language: react-admin's texts and ours. */
export default { ...ra, ...app };
