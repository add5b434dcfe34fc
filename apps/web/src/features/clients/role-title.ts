import type { BuiltInClientRole } from '@portal/contract/clients';
import type { TFunction } from 'i18next';

/** A role as the screens name it: a built-in role (the Accountant) by its translated title. */
export const roleTitle = (t: TFunction, role: { title: string; built_in?: BuiltInClientRole | null }) =>
  role.built_in ? t(`clients.roles.builtIn.${role.built_in}`) : role.title;
