import type { FieldRef } from '@mui/x-date-pickers/models';
import type { KeyboardEvent, RefObject } from 'react';
import { flushSync } from 'react-dom';

/** A key pressed in the stand-in, kept for the picker. */
export interface KeptKey {
  key: string;
  shiftKey: boolean;
}

/** What the user did with the stand-in before the picker arrived. */
export interface PickerIntent {
  /** Where the focus is: a section of the field (its index), the open button, or elsewhere (null). */
  focus: number | 'open-button' | null;
  /** The section the user was last in, where keys typed before leaving the field go. */
  lastSection: number;
  /** The open button was pressed. */
  open: boolean;
  keys: KeptKey[];
}

export const newIntent = (): PickerIntent => ({ focus: null, lastSection: 0, open: false, keys: [] });

/** Keys that edit or move inside MUI's field; Tab, Escape and shortcuts keep their browser meaning. */
const FIELD_KEYS = new Set([
  'Enter',
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Whether the stand-in keeps this key for the picker (and so stops its browser default: no scrolling). */
export const isFieldKey = (event: KeyboardEvent) =>
  !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || FIELD_KEYS.has(event.key));

/** The element of the field that has the focus, where the browser would send the next key. */
function focusedSection(field: FieldRef<Date | null>): HTMLElement | null {
  const active = document.activeElement;
  return field.getActiveSectionIndex() !== null && active instanceof HTMLElement ? active : null;
}

/**
 * One key as the browser gives it to MUI's field: a keydown (moving, stepping, Enter, the separators
 * the date-time filter handles), then, when nothing stopped it, what typing into the section's
 * content-editable does: the key becomes the section's text and an input event tells the field.
 * Each in `flushSync`, so the next key meets the section the field moved on to.
 */
function replayKey(field: FieldRef<Date | null>, { key, shiftKey }: KeptKey) {
  const target = focusedSection(field);
  if (!target) return;
  const down = new window.KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  flushSync(() => target.dispatchEvent(down));
  if (down.defaultPrevented || (key.length !== 1 && key !== 'Backspace')) return;
  const typed = key === 'Backspace' ? '' : key;
  target.textContent = typed;
  const inputType = typed ? 'insertText' : 'deleteContentBackward';
  flushSync(() =>
    target.dispatchEvent(new window.InputEvent('input', { bubbles: true, inputType, data: typed || null })),
  );
}

/**
 * Hands the stand-in over to the picker that replaced it: the focus goes back where the user had it
 * (a section, the open button), the keys typed while the picker loaded reach its field in order, and
 * a press of the open button opens it. Runs once the picker is on screen, before any further key.
 */
export function handOver(
  intent: PickerIntent,
  fieldRef: RefObject<FieldRef<Date | null> | null>,
  openButtonRef: RefObject<HTMLButtonElement | null>,
) {
  const field = fieldRef.current;
  const { focus, keys, open } = intent;
  // What the user did while waiting stays theirs: a second hand-over would type it twice.
  intent.keys = [];
  intent.open = false;
  if (open) {
    openButtonRef.current?.click();
    return;
  }
  if (focus === 'open-button') {
    openButtonRef.current?.focus();
    return;
  }
  if (!field || (focus === null && keys.length === 0)) return;
  // Left before the picker came: the typed keys still count, then the focus goes where the user went.
  const elsewhere = focus === null ? document.activeElement : null;
  flushSync(() => field.focusField(focus ?? intent.lastSection));
  for (const key of keys) replayKey(field, key);
  if (elsewhere instanceof HTMLElement && elsewhere !== document.body) elsewhere.focus();
}
