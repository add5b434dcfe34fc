import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AuditEntityType, auditEntityTypesFor, auditEventsFor } from '@portal/contract';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableToolbar } from '../../../components/data-table/data-table';
import { usePermissions } from '../../../lib/permissions/use-allows';
import { eventKey } from '../activity-url';
import { DateTimeFilter } from './date-time-filter';
import { EditorFilter } from './editor-filter';
import { EntityFilter } from './entity-filter';
import { ExportButton } from './export-button';
import { MultiSelectFilter } from './multi-select-filter';

interface ActivityFiltersProps {
  toolbar: DataTableToolbar;
  timeZone: string;
  /** Staff (`isAdmin`) read raw type and event names beside the words. */
  staff: boolean;
}

/** Whether any filter or the search is set: then the filters can be reset. */
export const isFiltered = (toolbar: DataTableToolbar) =>
  Boolean(toolbar.search) || Object.values(toolbar.filters).some((values) => values.length > 0);

/**
 * The log's filters (spec §2): entity types, entities, events, editors, from and to; each in the URL
 * (a view can be bookmarked and shared). The types and events offered are those the user may read.
 * Memoised: the date pickers measure the page each time they render (their text selection), and the
 * page renders often while a hundred rows load; the filters change only with the table's view.
 */
export const ActivityFilters = memo(function ActivityFilters({
  toolbar,
  timeZone,
  staff,
}: ActivityFiltersProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const { filters } = toolbar;
  const allowedTypes = useMemo(() => auditEntityTypesFor(permissions), [permissions]);
  const typeOptions = useMemo(
    () =>
      allowedTypes.map((type) => ({
        value: type,
        label: t(`activity.types.${type}`, { defaultValue: type }),
        detail: staff ? type : undefined,
      })),
    [allowedTypes, staff, t],
  );
  const eventOptions = useMemo(
    () =>
      auditEventsFor(permissions).map((event) => ({
        value: event,
        label: t(`activity.events.${eventKey(event)}`, { defaultValue: event }),
        detail: staff ? event : undefined,
      })),
    [permissions, staff, t],
  );
  const chosenTypes = (filters.types ?? []).filter((type): type is AuditEntityType =>
    (allowedTypes as readonly string[]).includes(type),
  );
  return (
    <Stack
      role="group"
      aria-label={t('activity.filters.label')}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', flex: 1 }}
    >
      <MultiSelectFilter
        label={t('activity.filters.types')}
        testId="filter-types"
        options={typeOptions}
        value={filters.types ?? []}
        onChange={(types) => toolbar.setFilter('types', types)}
      />
      <EntityFilter
        types={chosenTypes.length > 0 ? chosenTypes : allowedTypes}
        value={filters.ids ?? []}
        onChange={(ids) => toolbar.setFilter('ids', ids)}
        staff={staff}
      />
      <MultiSelectFilter
        label={t('activity.filters.events')}
        testId="filter-events"
        options={eventOptions}
        value={filters.events ?? []}
        onChange={(events) => toolbar.setFilter('events', events)}
      />
      <EditorFilter
        value={filters.editors ?? []}
        onChange={(editors) => toolbar.setFilter('editors', editors)}
      />
      <DateTimeFilter
        label={t('activity.filters.from')}
        value={filters.from?.[0]}
        max={filters.to?.[0]}
        timeZone={timeZone}
        onChange={(from) => toolbar.setFilter('from', from ? [from] : [])}
      />
      <DateTimeFilter
        label={t('activity.filters.to')}
        value={filters.to?.[0]}
        min={filters.from?.[0]}
        timeZone={timeZone}
        onChange={(to) => toolbar.setFilter('to', to ? [to] : [])}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {isFiltered(toolbar) ? (
          <Button variant="text" onClick={toolbar.reset}>
            {t('activity.filters.reset')}
          </Button>
        ) : null}
        <ExportButton toolbar={toolbar} />
      </Stack>
    </Stack>
  );
});
