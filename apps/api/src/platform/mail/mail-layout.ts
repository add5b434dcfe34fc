import type { Language } from '@portal/contract';
import { t } from '../i18n/index';
import type { MailContent } from './mail-templates';

export const PRODUCT_NAME = 'Account Portal';
const BRAND_COLOR = '#1976d2';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sentences(language: Language, content: MailContent) {
  const product = PRODUCT_NAME;
  const params = { ...content.params, product };
  return {
    subject: t(language, content.subject, params),
    greeting: content.name.trim()
      ? t(language, 'mail.greeting', { name: content.name.trim() })
      : t(language, 'mail.greetingWithoutName'),
    intro: t(language, content.intro, params),
    facts: (content.facts ?? []).map((fact) => ({ label: t(language, fact.label), value: fact.value })),
    action: t(language, content.action.label),
    fallback: t(language, 'mail.linkFallback'),
    outro: t(language, content.outro, params),
    signature: t(language, 'mail.signature', { product }),
    footer: t(language, 'mail.footer', { product }),
  };
}

type Sentences = ReturnType<typeof sentences>;

function factsTable(s: Sentences): string {
  if (s.facts.length === 0) return '';
  const cell = 'padding:6px 0;font-size:15px;line-height:1.4;vertical-align:top';
  const rows = s.facts.map(
    (fact) =>
      `<tr><td style="${cell};color:#4b5563;padding-right:16px">${escapeHtml(fact.label)}</td><td style="${cell};font-weight:bold">${escapeHtml(fact.value)}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">\n${rows.join('\n')}\n</table>\n`;
}

function html(language: Language, s: Sentences, url: string): string {
  // Every sentence may carry user data (the name), so each is escaped where it is placed.
  const e = (key: Exclude<keyof Sentences, 'facts'>) => escapeHtml(s[key]);
  const href = escapeHtml(url);
  const p = 'margin:0 0 16px;font-size:15px;line-height:1.5';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e('subject')}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND_COLOR};color:#ffffff;padding:20px 32px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(PRODUCT_NAME)}</td></tr>
<tr><td style="padding:32px">
<p style="${p}">${e('greeting')}</p>
<p style="${p}">${e('intro')}</p>
${factsTable(s)}<p style="margin:32px 0;text-align:center"><a href="${href}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold">${e('action')}</a></p>
<p style="${p};font-size:13px;color:#4b5563">${e('fallback')}<br><a href="${href}" style="color:${BRAND_COLOR};word-break:break-all">${href}</a></p>
<p style="${p}">${e('outro')}</p>
<p style="${p}">${e('signature')}</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;color:#6b7280;font-size:12px;border-radius:0 0 8px 8px">${e('footer')}</td></tr>
</table></td></tr></table>
</body></html>`;
}

function text(s: Sentences, url: string): string {
  const facts = s.facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n');
  return [s.greeting, s.intro, facts, `${s.action}: ${url}`, s.outro, s.signature, `-- \n${s.footer}`]
    .filter((part) => part !== '')
    .join('\n\n');
}

/**
 * The portal's one e-mail layout: a branded card with greeting, text, an optional table of facts,
 * one action button and footer.
 */
export function renderLayout(language: Language, content: MailContent): RenderedMail {
  const s = sentences(language, content);
  return {
    subject: s.subject,
    html: html(language, s, content.action.url),
    text: `${text(s, content.action.url)}\n`,
  };
}
