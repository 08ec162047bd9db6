import app from '../app/de.js';
import ra from '../ra/de.js';

/** Everything the portal says in this language: react-admin's texts and ours. */
export default { ...ra, ...app };
