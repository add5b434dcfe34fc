import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { TFunction } from 'i18next';

/** The account's list with what was created in this dialog and has not come back with the list yet. */
export function withCreated<T extends { id: number }>(options: readonly T[], created: readonly T[]): T[] {
  const known = new Set(options.map((option) => option.id));
  return [...options, ...created.filter((option) => !known.has(option.id))];
}

/** Under the organisations or roles of the client form: opens the dialog that creates one. */
export function CreateAssignmentButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" startIcon={<Add />} onClick={onClick} sx={{ alignSelf: 'flex-start', mt: -0.5 }}>
      {label}
    </Button>
  );
}

/**
 * What the client form says under its organisations or roles: the rule broken, else that the account
 * has none yet (and how one comes about), else the field's own hint.
 */
export function assignmentHelperText(
  t: TFunction,
  state: {
    error: string | undefined;
    editable: boolean;
    noneYet: boolean;
    mayCreate: boolean;
    kind: 'organisations' | 'roles';
  },
): string | undefined {
  if (state.error) return state.error;
  if (!state.editable) return undefined;
  if (state.noneYet) return t(`clients.form.${state.kind}NoneYet.${state.mayCreate ? 'create' : 'ask'}`);
  return t(`clients.form.${state.kind}Hint`);
}
