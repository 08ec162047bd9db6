import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../api/errors/catalogue.js';
import { errorMessages } from '../../api/errors/messages/index.js';
import { LANGUAGES } from '../../i18n/index.js';
import { texts } from '../../i18n/texts/index.js';
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

  it('says a message written for one case in the language, with its values, keeping code and status', async () => {
    const answers = await Promise.all(
      LANGUAGES.map((language) => test.app.inject({ method: 'GET', url: '/v1/no-such-thing?x=1', headers: { 'accept-language': language } })),
    );

    for (const response of answers) expect(response.json()).toMatchObject({ status: 404, code: 'model_not_found' });
    expect(answers.map((response) => response.json().message)).toEqual([
      'Er bestaat geen aanroep GET /v1/no-such-thing.',
      'There is no GET /v1/no-such-thing call.',
      'Es gibt keinen Aufruf GET /v1/no-such-thing.',
      "Il n'existe pas d'appel GET /v1/no-such-thing.",
    ]);
  });

  it('says zod’s field messages and a schema’s own in the language, for the same fields and code', async () => {
    const refusals = await Promise.all(
      LANGUAGES.map(async (language) => {
        const session = await anonymous(test.app);
        const response = await session.request({ method: 'POST', url: '/auth/login', payload: { email: 'not an address' }, headers: { 'accept-language': language } });
        return response.json();
      }),
    );

    for (const body of refusals) {
      expect(body).toMatchObject({ status: 422, code: 'validation_failed' });
      expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
    }
    const [nl, en, de, fr] = refusals.map((body) => body.errors);
    expect(en).toEqual({ email: ['Invalid email address'], password: ['Invalid input: expected string, received undefined'] });
    expect(nl.email).toEqual(['Ongeldig e-mailadres']);
    expect(nl.password).toEqual(['Ongeldige invoer: verwacht string, ontving undefined']);
    for (const other of [de, fr]) {
      expect(other.email[0]).not.toBe(en.email[0]);
      expect(other.password[0]).not.toBe(en.password[0]);
    }
  });

  it('says the refusals of custom fields, acting as someone, ICS feeds and appointments in Dutch', async () => {
    const dutch = { 'accept-language': 'nl' };
    const person = await firm.member('user');
    const post = (session: typeof person, url: string, payload: object) => session.request({ method: 'POST', url, payload, headers: dutch });

    const notAdmin = await post(person, '/v1/rpc/custom_fields', { define: [{ key: 'due', name: 'Due', type: 'date', applies_to: 'activity' }] });
    expect(notAdmin.json()).toMatchObject({ status: 403, code: 'forbidden', message: 'Alleen beheerders definiëren vrije velden.' });

    const noOptions = await post(firm.admin, '/v1/rpc/custom_fields', { define: [{ key: 'kind', name: 'Kind', type: 'select', applies_to: 'activity' }] });
    expect(noOptions.json()).toMatchObject({ status: 422, code: 'validation_failed', errors: { options: ['Een keuzelijst biedt minstens één optie.'] } });

    const notActing = await post(firm.admin, '/v1/auth/impersonate/stop', {});
    expect(notActing.json()).toMatchObject({ status: 412, code: 'precondition_failed', message: 'Je treedt niet op namens iemand anders.' });

    const yourself = await post(firm.admin, '/v1/auth/impersonate', { user_id: (await firm.admin.get('/v1/users/self')).json().data.id });
    expect(yourself.json()).toMatchObject({ status: 403, code: 'forbidden', message: 'Je kunt niet namens jezelf optreden.' });

    const plain = await post(person, '/v1/rpc/calendars/ics', { name: 'Plain', url: 'http://calendar.example.test/a.ics' });
    expect(plain.json()).toMatchObject({ status: 422, code: 'validation_failed', errors: { url: ['Een feed-URL moet https zijn.'] } });

    const unknown = '00000000-0000-4000-8000-000000000000';
    const confirm = await post(person, '/v1/rpc/appointments/confirm', { ids: [unknown] });
    expect(confirm.json()).toMatchObject({ status: 404, code: 'model_not_found', message: 'Een of meer afspraken konden niet worden opgehaald; mogelijk heb je er geen toegang toe.' });
  });

  it('has every text and every title in each of the four languages', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(texts[language]).sort(), language).toEqual(Object.keys(texts.en).sort());
      expect(Object.keys(errorMessages[language]).sort(), language).toEqual(Object.keys(catalogue).sort());
    }
  });
});
