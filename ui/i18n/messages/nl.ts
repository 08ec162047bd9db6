import app from '../app/nl.js';
import ra from '../ra/nl.js';

/** Everything the portal says in this language: react-admin's texts and ours. */
export default { ...ra, ...app };
