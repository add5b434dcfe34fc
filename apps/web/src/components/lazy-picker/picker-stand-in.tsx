import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import { CalendarIcon, ClearIcon } from '@mui/x-date-pickers/icons';
import { enUS, type PickersLocaleText } from '@mui/x-date-pickers/locales';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/i18n';
import { isFieldKey, type PickerIntent } from './replay-keys';
import { fullDate, standInSections, standInText } from './stand-in-sections';

/** What the field of a date picker shows before the picker is loaded; the picker gets the same. */
export interface PickerFieldLook {
  label: string;
  /** The picker's `format`: its sections and separators ("MMMM yyyy", "dd.MM.yyyy HH:mm"). */
  format: string;
  value: Date | null;
  name?: string;
  size?: 'small' | 'medium';
  margin?: 'none' | 'normal';
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Shows the clear button (with a value), as the picker's `clearable` field does. */
  clearable?: boolean;
  onClear?: () => void;
  sx?: SxProps<Theme>;
}

interface PickerStandInProps extends PickerFieldLook {
  intent: RefObject<PickerIntent>;
  /** The user reached for the field: time to fetch the picker. */
  onEngage: () => void;
}

/** The pickers' texts as the picker reads them: MUI's English under the theme's language (`component-texts/`). */
function usePickerTexts(): PickersLocaleText {
  const theme = useTheme() as Theme & {
    components?: { MuiLocalizationProvider?: { defaultProps?: { localeText?: Partial<PickersLocaleText> } } };
  };
  const english = enUS.components.MuiLocalizationProvider.defaultProps.localeText as PickersLocaleText;
  return { ...english, ...theme.components?.MuiLocalizationProvider?.defaultProps?.localeText };
}

/** MUI shows a clearable field's clear button on hover and focus only, where there is a pointer. */
const clearButtonShownOnHover = {
  '& .clearButton': { opacity: 1 },
  '@media (pointer: fine)': {
    '& .clearButton': { opacity: 0 },
    '&:hover, &:focus-within': { '.clearButton': { opacity: 1 } },
  },
};

const ignore = () => {};

const sectionOf = (element: EventTarget | null) => {
  const section = element instanceof Element ? element.closest('[data-sectionindex]') : null;
  return section ? Number(section.getAttribute('data-sectionindex')) : null;
};

/**
 * MUI's own text field of a picker (PickersTextField: same label, sections, buttons, sizes and
 * styles), without the picker: the page shows it at once, and the picker's code is fetched only when
 * the user focuses, clicks or types into it (`lazy-picker.tsx`). What the user does meanwhile is kept
 * in `intent` for the picker to take over.
 */
export function PickerStandIn({
  intent,
  onEngage,
  onClear,
  sx,
  clearable,
  format,
  value,
  error = false,
  ...field
}: PickerStandInProps) {
  useTranslation();
  const language = currentLanguage();
  const texts = usePickerTexts();
  const [focused, setFocused] = useState(false);
  const showClear = Boolean(clearable && value);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target instanceof HTMLInputElement) {
      // The hidden input, focused by a click on the label: the field starts at its first part.
      event.currentTarget.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      return;
    }
    const section = sectionOf(event.target);
    intent.current.focus = section ?? 'open-button';
    if (section !== null) intent.current.lastSection = section;
    setFocused(section !== null);
    onEngage();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    intent.current.focus = null;
    setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (sectionOf(event.target) === null || !isFieldKey(event)) return;
    // The picker replays it on its field: here it would scroll the page or do nothing.
    event.preventDefault();
    intent.current.keys.push({ key: event.key, shiftKey: event.shiftKey });
    onEngage();
  };
  const onMouseDown = (event: MouseEvent) => {
    // A click beside the sections (the padding) goes to the first one, as in MUI's field.
    if (event.target instanceof Element && !event.target.closest('[tabindex], button')) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    }
  };
  const openButtonLabel = texts.openDatePickerDialogue(value ? fullDate(value, language) : null);

  return (
    <PickersTextField
      {...field}
      value={standInText(format, value, language)}
      elements={standInSections(format, value, language, texts)}
      areAllSectionsEmpty={!value}
      sectionListRef={null}
      contentEditable={false}
      focused={focused}
      disabled={false}
      error={error}
      // The field's own handlers, which the picker brings; the stand-in listens on its root.
      onChange={ignore}
      onFocus={ignore}
      onBlur={ignore}
      onClick={ignore}
      onMouseDown={ignore}
      onKeyDown={ignore}
      onInput={ignore}
      onPaste={ignore}
      sx={showClear ? [clearButtonShownOnHover, ...(Array.isArray(sx) ? sx : [sx])] : sx}
      slotProps={{
        root: { onFocus, onBlur, onKeyDown, onMouseDown },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {showClear ? (
                <IconButton
                  className="clearButton"
                  title={texts.fieldClearLabel}
                  tabIndex={-1}
                  // The focus stays where it is: clearing needs no picker.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={onClear}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : null}
              <IconButton
                edge="end"
                aria-label={openButtonLabel}
                onClick={() => {
                  intent.current.open = true;
                  onEngage();
                }}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
