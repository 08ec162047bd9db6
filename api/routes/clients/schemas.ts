import { z } from 'zod';
import { compactCode, isCountryCode, isValidBic, isValidIban, isValidVatNumber } from '../../../domain/organisation/company-data.js';
import { en } from '../../../i18n/texts/en.js';
import { microsoftIntegration } from '../calendars/firm-microsoft.js';

/** Blank or left out is null: a form sends every field, an emptied one as ''. Checks are refinements, so a refusal keeps its own message. */
const optionalText = (max: number, valid: (value: string) => boolean = () => true, message?: string, normal: (value: string) => string = (value) => value) =>
  z
    .string()
    .trim()
    .max(max)
    .transform(normal)
    .refine((value) => value === '' || valid(value), message)
    .transform((value) => value || null)
    .nullable()
    .optional();
const isEmail = (value: string) => z.email().safeParse(value).success;
const isWebsite = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success;
const email = z.string().trim().max(255).refine(isEmail, en.invalid_email);

/** PUT /v1/clients: any of the editable details (api-contract §7.4); a blank one is cleared, the name stays. */
export const clientDetailsBody = z
  .strictObject({
    name: z.string().trim().min(1, en.organisation_name_required).max(200).optional(),
    email: optionalText(255, isEmail, en.invalid_email),
    website: optionalText(500, isWebsite, en.website_invalid),
    phone: optionalText(50),
    address: optionalText(200),
    address_extra: optionalText(200),
    postal: optionalText(20),
    city: optionalText(100),
    country: optionalText(2, isCountryCode, en.country_unknown, (value) => value.toUpperCase()).describe('ISO 3166-1 alpha-2, e.g. NL.'),
  })
  .meta({ id: 'ClientDetails', description: "The organisation's details; send any of them. A blank value clears a field; the name cannot be blank." });

const companyData = z
  .object({
    debit_name: z.string().describe('The account holder.'),
    debit_iban: z.string(),
    debit_bic: z.string().nullable(),
    debit_email: z.string().describe('Where the debit notices go.'),
    debit_btw: z.string().nullable().describe('The VAT number.'),
    activation_confirmed: z.boolean(),
    set_at: z.iso.datetime(),
  })
  .meta({ id: 'CompanyData', description: 'Set once (POST /v1/clients/onboarding); null until then.' });

export const client = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    address_extra: z.string().nullable(),
    postal: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    status: z.string().describe('trial, active or suspended.'),
    time_zone: z.string(),
    is_onboarded: z.boolean().describe('The company data has been given.'),
    company_data: companyData.nullable(),
    integrations: z.object({ microsoft: microsoftIntegration.nullable() }).describe("The firm's integrations of product-spec §3 that admins set up outside the CRM connection."),
  })
  .meta({ id: 'Client' });

export const clientAnswer = z.object({ data: client });

/** The account a firm is debited from, written compactly (no spaces, upper case). */
const code = (message: string, valid: (value: string) => boolean) => z.string().trim().max(50).transform(compactCode).refine(valid, message);

/** POST /v1/clients/onboarding: the company debit data (product-spec §3), given once. */
export const companyDataBody = z
  .strictObject({
    debit_name: z.string().trim().min(1, en.required).max(200).describe('The account holder.'),
    debit_iban: code(en.iban_invalid, isValidIban).describe('Checked by its mod-97 check digits.'),
    debit_bic: optionalText(20, isValidBic, en.bic_invalid, compactCode),
    debit_email: email.describe('Where the debit notices go.'),
    debit_btw: optionalText(30, isValidVatNumber, en.vat_number_invalid, compactCode).describe('The VAT number, with its country code.'),
    activation_confirmed: z.literal(true, { message: en.activation_confirmation_required }).describe('Agreeing to the stated information.'),
  })
  .meta({ id: 'CompanyDataFields' });

/** The organisation's settings that are state of its own, not preferences. */
export const clientProperties = z
  .object({
    two_factor_required: z.boolean().describe('Everyone signs in with two-factor; who has not turned it on is asked to before anything else.'),
    time_zone: z.string().describe("The organisation's time zone (IANA), where its people's days are unless they set their own."),
    is_onboarded: z.boolean().describe('Read only: the company data has been given (POST /v1/clients/onboarding).'),
  })
  .meta({ id: 'ClientProperties' });

export const PROPERTY_KEYS = ['two_factor_required', 'time_zone'] as const;

export const activationQuoteBody = z
  .strictObject({ quote: z.string().trim().min(1, en.required).max(2000).describe('What the firm says of the product, given when activating.') })
  .meta({ id: 'ActivationQuote' });
