import { type RenderedMail, renderLayout } from './mail-layout';
import { type MailContent, passwordResetMail, welcomeMail } from './mail-templates';
import type { MailRequest } from './send-mail';

function contentOf(request: MailRequest): MailContent {
  switch (request.template) {
    case 'password-reset':
      return passwordResetMail(request.data);
    case 'welcome':
      return welcomeMail(request.data);
  }
}

/** Subject, HTML and plain text of a mail in the request's language. */
export function renderMail(request: MailRequest): RenderedMail {
  return renderLayout(request.language, contentOf(request));
}
