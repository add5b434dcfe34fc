import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuditEditor } from '@portal/contract';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';

/** The words for who made a change: the system, "Support on behalf of …", or the person's e-mail. */
export function editorText(editor: AuditEditor, t: TFunction): string {
  if (editor.kind === 'system') return t('activity.editor.system');
  if (editor.kind === 'support') {
    return editor.on_behalf_of
      ? t('activity.editor.onBehalf', { email: editor.on_behalf_of })
      : t('activity.editor.support');
  }
  return editor.email ?? t('activity.editor.deleted');
}

interface EditorCellProps {
  editor: AuditEditor;
  t: TFunction;
  /** Staff who may open users (spec §6 viewUsers): the person links to their admin page. */
  linkToUser: boolean;
}

/**
 * The editor column. Staff read the staff member's own e-mail beside "Support on behalf of …"; a
 * customer reads only the words (the API leaves the e-mail out for them).
 */
export function EditorCell({ editor, t, linkToUser }: EditorCellProps) {
  const text = editorText(editor, t);
  const person = editor.kind !== 'system' && editor.id !== null ? editor.email : null;
  const link =
    linkToUser && person && editor.id !== null ? (
      <Link
        component={RouterLink}
        to={`/admin/users/${editor.id}`}
        aria-label={t('activity.editor.openUser', { email: person })}
      >
        {person}
      </Link>
    ) : null;
  if (editor.kind === 'support') {
    return (
      <>
        {text}
        {person ? (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {link ?? person}
          </Typography>
        ) : null}
      </>
    );
  }
  return link ?? <>{text}</>;
}
