import type { z } from 'zod';
import type { clientDetailsBody, clientProperties, client, companyDataBody, PROPERTY_KEYS } from '../../api/routes/clients/schemas.js';
import type { preferenceEntries, userBlockCalculationSettings } from '../../api/routes/preferences/schemas.js';

export type PreferenceEntry = z.infer<typeof preferenceEntries>['data'][number];
/** Whose preferences: the organisation's (administrators set them) or the signed-in person's own. */
export type PreferenceScope = 'client' | 'user';
export type Client = z.infer<typeof client>;
type PersonBlockSizes = z.infer<typeof userBlockCalculationSettings>['data'];
export type ClientDetailsInput = z.input<typeof clientDetailsBody>;
export type CompanyDataInput = z.input<typeof companyDataBody>;
type ClientProperties = z.infer<typeof clientProperties>;
type ClientPropertyKey = (typeof PROPERTY_KEYS)[number];

/** The settings screens' calls: preference chapters (api-contract §7.12) and the organisation (§7.4). */
export interface SettingsMethods {
  /** GET /v1/preferences/client (the organisation's, over the defaults) or GET /v1/preferences (yours over those). */
  preferences(scope: PreferenceScope): Promise<PreferenceEntry[]>;
  /** PUT /v1/preferences/client/{chapter} or /v1/preferences/{chapter}: a whole chapter in one call, refused whole. */
  setPreferences(scope: PreferenceScope, chapter: string, values: Record<string, unknown>): Promise<PreferenceEntry[]>;
  /** DELETE /v1/preferences/{chapter}?keys=…: back to the organisation's values of these keys; answers the chapter as it now applies. */
  dropPreferences(chapter: string, keys: readonly string[]): Promise<PreferenceEntry[]>;
  /** GET /v1/preferences/block_calculation_settings/{userId}: a person's effective block sizes. */
  blockSizes(userId: string): Promise<PersonBlockSizes>;
  /** PUT /v1/preferences/block_calculation_settings/{userId} (administrators): refused whole. */
  setBlockSizes(userId: string, values: Record<string, unknown>): Promise<PersonBlockSizes>;
  /** DELETE /v1/preferences/block_calculation_settings/{userId} (administrators): back to the organisation's. */
  dropBlockSizes(userId: string): Promise<PersonBlockSizes>;
  /** GET /v1/clients (administrators). */
  organisation(): Promise<Client>;
  /** PUT /v1/clients */
  updateOrganisation(body: ClientDetailsInput): Promise<Client>;
  /** POST /v1/clients/onboarding: the company data, once. */
  setCompanyData(body: CompanyDataInput): Promise<Client>;
  /** GET /v1/clients/properties */
  clientProperties(): Promise<ClientProperties>;
  /** POST /v1/clients/properties/{key} */
  setClientProperty(key: ClientPropertyKey, value: boolean | string): Promise<ClientProperties>;
}

/** Where the screens keep what they read; a save refetches its key. */
export const SETTINGS_KEY = ['settings'];

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export function settingsMethods(send: Send, apiUrl: string): SettingsMethods {
  const preferences = (scope: PreferenceScope) => (scope === 'client' ? `${apiUrl}/preferences/client` : `${apiUrl}/preferences`);
  const blockSizes = (userId: string) => `${apiUrl}/preferences/block_calculation_settings/${encodeURIComponent(userId)}`;
  return {
    preferences: async (scope) => (await send<{ data: PreferenceEntry[] }>('GET', preferences(scope))).data,
    setPreferences: async (scope, chapter, values) => (await send<{ data: PreferenceEntry[] }>('PUT', `${preferences(scope)}/${encodeURIComponent(chapter)}`, values)).data,
    dropPreferences: async (chapter, keys) =>
      (await send<{ data: PreferenceEntry[] }>('DELETE', `${apiUrl}/preferences/${encodeURIComponent(chapter)}?keys=${encodeURIComponent(keys.join(','))}`)).data,
    blockSizes: async (userId) => (await send<{ data: PersonBlockSizes }>('GET', blockSizes(userId))).data,
    setBlockSizes: async (userId, values) => (await send<{ data: PersonBlockSizes }>('PUT', blockSizes(userId), values)).data,
    dropBlockSizes: async (userId) => (await send<{ data: PersonBlockSizes }>('DELETE', blockSizes(userId))).data,
    organisation: async () => (await send<{ data: Client }>('GET', `${apiUrl}/clients`)).data,
    updateOrganisation: async (body) => (await send<{ data: Client }>('PUT', `${apiUrl}/clients`, body)).data,
    setCompanyData: async (body) => (await send<{ data: Client }>('POST', `${apiUrl}/clients/onboarding`, body)).data,
    clientProperties: async () => (await send<{ data: ClientProperties }>('GET', `${apiUrl}/clients/properties`)).data,
    setClientProperty: async (key, value) => (await send<{ data: ClientProperties }>('POST', `${apiUrl}/clients/properties/${key}`, { value })).data,
  };
}
