import ra from 'ra-language-french';
import app from '../app/fr.js';

/** Everything the portal says in this language: react-admin's texts and ours. */
export default { ...ra, ...app };
