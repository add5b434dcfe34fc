import type { AuditEntityType } from '@portal/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/use-search-after-pause';
import { useDebouncedValue } from '../../../lib/quotes/use-debounced-value';
import { useAuditEntities } from '../api/get-audit-entities';
import { type FilterOption, MultiSelectFilter } from './multi-select-filter';

interface EntityFilterProps {
  /** The types searched: the chosen ones, else every type the user may read. */
  types: readonly AuditEntityType[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Staff read raw type names and ids beside the label. */
  staff: boolean;
}

/**
 * Entity ids (spec §2), found by name or id among the chosen types through `entities` as the user
 * types (500 ms after the last key, spec §9). A chosen entity keeps its name while the search moves on.
 */
export function EntityFilter({ types, value, onChange, staff }: EntityFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const searched = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const entities = useAuditEntities(types, searched, open);
  const labels = useRef(new Map<string, string>());
  const options = useMemo<FilterOption[]>(() => {
    const seen = new Map<string, FilterOption>();
    for (const entity of entities.data?.data ?? []) {
      if (seen.has(entity.id)) continue;
      const typeName = t(`activity.types.${entity.type}`, { defaultValue: entity.type });
      seen.set(entity.id, {
        value: entity.id,
        label: entity.label,
        detail: staff ? `${entity.type} · ${entity.id}` : typeName,
      });
    }
    return [...seen.values()];
  }, [entities.data, staff, t]);
  for (const option of options) labels.current.set(option.value, option.label);
  return (
    <MultiSelectFilter
      label={t('activity.filters.ids')}
      testId="filter-ids"
      options={options}
      value={value}
      onChange={onChange}
      labelOf={(id) => labels.current.get(id) ?? id}
      onSearch={setTerm}
      onOpen={() => setOpen(true)}
      loading={entities.isFetching}
    />
  );
}
