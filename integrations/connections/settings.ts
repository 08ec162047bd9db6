import type pg from 'pg';
import type { VendorClient } from '../vendor.js';
import type { ConnectionSettings, VendorSystem } from '../../domain/push/index.js';

export interface SettingField {
  name: keyof ConnectionSettings;
  label: string;
  type: 'select';
  required: boolean;
  /** The choices, read from the connected system; absent while it is not connected. */
  options?: Array<{ id: string; name: string }>;
}

/** The settings a system has; with `client` (its active connection) the choices come from the system itself. */
export async function settingFields(system: VendorSystem, client?: VendorClient): Promise<SettingField[]> {
  if (system !== 'teamleader') return [];
  const workTypes = client?.listWorkTypes && (await client.listWorkTypes()).filter((type) => type.active);
  return [{ name: 'default_work_type_id', label: 'Default work type', type: 'select', required: false, ...(workTypes ? { options: workTypes.map(({ id, name }) => ({ id, name })) } : {}) }];
}

/**
 * The settings as stored (null clears one) or, when any is refused, the errors per field: an unknown setting, a
 * required one left out, or a choice the system does not offer.
 */
export function checkSettings(fields: readonly SettingField[], input: Record<string, string | null>): { settings: ConnectionSettings } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const settings: ConnectionSettings = {};
  for (const name of Object.keys(input)) if (!fields.some((field) => field.name === name)) errors[name] = ['This system has no such setting.'];
  for (const field of fields) {
    const value = input[field.name];
    if (value === undefined || value === null) {
      if (field.required) errors[field.name] = ['Required.'];
    } else if (field.options && !field.options.some((option) => option.id === value)) {
      errors[field.name] = [`Not one of the choices the system offers (${field.label.toLowerCase()}).`];
    } else settings[field.name] = value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { settings };
}

export async function saveSettings(db: pg.Pool, connectionId: string, settings: ConnectionSettings): Promise<void> {
  await db.query(`UPDATE connections SET settings = $2 WHERE id = $1`, [connectionId, settings]);
}
