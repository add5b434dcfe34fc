import { AUDIT_EDITOR_SUPPORT, AUDIT_EDITOR_SYSTEM } from '@portal/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/use-search-after-pause';
import { useDebouncedValue } from '../../../lib/quotes/use-debounced-value';
import { useAuditEditors } from '../api/get-audit-editors';
import { type FilterOption, MultiSelectFilter } from './multi-select-filter';

interface EditorFilterProps {
  /** `system`, `support` or user ids, as the URL holds them. */
  value: readonly string[];
  onChange: (editors: string[]) => void;
}

/**
 * Editors (spec §2): the system, support acting for the account, and the people `editors` offers —
 * a customer's account users, or for staff the users whose e-mail starts with what is typed.
 */
export function EditorFilter({ value, onChange }: EditorFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const searched = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  // Chosen people from a link are named as soon as the page opens.
  const namesNeeded = value.some((editor) => /^\d+$/.test(editor));
  const editors = useAuditEditors(searched, open || namesNeeded);
  const labels = useRef(new Map<string, string>());
  const options = useMemo<FilterOption[]>(() => {
    const kinds = [
      { value: AUDIT_EDITOR_SYSTEM, label: t('activity.editor.system') },
      { value: AUDIT_EDITOR_SUPPORT, label: t('activity.editor.support') },
    ].filter((kind) => kind.label.toLowerCase().startsWith(term.toLowerCase()));
    const people = (editors.data?.data ?? []).map((editor) => ({
      value: String(editor.id),
      label: editor.email,
    }));
    return [...kinds, ...people];
  }, [editors.data, term, t]);
  for (const option of options) labels.current.set(option.value, option.label);
  return (
    <MultiSelectFilter
      label={t('activity.filters.editors')}
      testId="filter-editors"
      options={options}
      value={value}
      onChange={onChange}
      labelOf={(editor) => labels.current.get(editor) ?? `#${editor}`}
      onSearch={setTerm}
      onOpen={() => setOpen(true)}
      loading={editors.isFetching}
    />
  );
}
