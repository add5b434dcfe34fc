/**
 * The three service keys: the environment variable that gives one (also its name in the key file,
 * so an operator copies it to another host's environment as it is) and the name the
 * `service_secrets` table kept it under before decision 0070.
 */
export const SERVICE_KEYS = [
  { variable: 'JWT_SECRET', storedName: 'jwt' },
  { variable: 'CHAT_IDENTITY_SECRET', storedName: 'chat-identity' },
  { variable: 'SECRETS_KEY', storedName: 'secrets-key' },
] as const;

export type ServiceKey = (typeof SERVICE_KEYS)[number];
export type KeyVariable = ServiceKey['variable'];

/** The keys by environment variable name: what the environment gives, or what the key file holds. */
export type KeysByVariable = Record<KeyVariable, string>;

/** As long as the configuration asks of a given key. */
export const MIN_KEY_LENGTH = 16;
