import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../api/errors/catalogue.js';
import { errorMessages } from '../../api/errors/messages/index.js';
import { LANGUAGES } from '../../i18n/index.js';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
});
afterAll(async () => test.close());

/** A failed sign-in, asked in a language. */
async function failedSignIn(acceptLanguage: string) {
  const session = await anonymous(test.app);
  return session.request({ method: 'POST', url: '/auth/login', payload: { email: 'nobody@test.tally.example', password: 'wrong' }, headers: { 'accept-language': acceptLanguage } });
}

describe('error answers in the person’s language', () => {
  it('gives the same error in nl, en, de and fr with the same status and code and a translated title and message', async () => {
    const answers = await Promise.all(LANGUAGES.map(async (language) => ({ language, response: await failedSignIn(language) })));

    for (const { language, response } of answers) {
      expect(response.statusCode).toBe(422);
      expect(response.headers['content-language']).toBe(language);
      expect(response.json()).toMatchObject({ status: 422, code: 'invalid_credentials', title: errorMessages[language].invalid_credentials, message: errorMessages[language].invalid_credentials });
    }
    expect(answers.map(({ response }) => response.json().title)).toEqual([
      'Ongeldig e-mailadres of wachtwoord.',
      catalogue.invalid_credentials.title,
      'Ungültige E-Mail-Adresse oder ungültiges Passwort.',
      'Adresse e-mail ou mot de passe incorrect.',
    ]);
  });

  it('reads the browser’s Accept-Language by its weights, and answers in Dutch when it names no language the portal speaks', async () => {
    expect((await failedSignIn('fr-BE,de;q=0.9')).json().title).toBe(errorMessages.fr.invalid_credentials);
    expect((await failedSignIn('ja,de-CH;q=0.8,en;q=0.7')).json().title).toBe(errorMessages.de.invalid_credentials);
    expect((await failedSignIn('ja')).json().title).toBe(errorMessages.nl.invalid_credentials);
    expect((await failedSignIn('')).headers['content-language']).toBe('nl');
  });

  it('answers a signed-in person in the language they chose, whatever their browser says', async () => {
    const person = await firm.member('user');
    expect((await person.put('/v1/preferences/language', { code: 'de' })).statusCode).toBe(200);
    await person.get('/v1/preferences'); // waits until the preference is read back

    const refused = await person.request({ method: 'PUT', url: '/v1/preferences/language', payload: {}, headers: { 'accept-language': 'fr' } });

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'no_preference_provided', title: errorMessages.de.no_preference_provided });
    expect(refused.headers['content-language']).toBe('de');
  });

  it('answers a person without a chosen language in their browser’s', async () => {
    const person = await firm.member('user');
    const refused = await person.request({ method: 'PUT', url: '/v1/preferences/language', payload: {}, headers: { 'accept-language': 'fr' } });

    expect(refused.json()).toMatchObject({ code: 'no_preference_provided', title: errorMessages.fr.no_preference_provided });
  });

  it('keeps ActivityWatch’s surface in aw-server’s English', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/0/buckets/', headers: { 'accept-language': 'nl' } });

    expect(response.statusCode).toBe(401);
    expect(response.headers['content-language']).toBeUndefined();
  });
});
