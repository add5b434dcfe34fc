// Domains of a user (spec §3 "Domain", §5 domain rule, §7 /v1/domain, §9 domain table;
// docs/decisions/0059): the sites a customer's DMP and Analytics licences cover, kept by staff.
import { z } from 'zod';
import { integerId, integerIdParam } from './ids';
import { message } from './messages';
import { defineTable, tablePageSchema, tableQuerySchema } from './table-query';

/** The stored title's length (the column holds 255). */
export const DOMAIN_TITLE_MAX_LENGTH = 255;

/**
 * Spec §5: on input a leading `http://`, `https://` and `www.` and a trailing slash are stripped, so
 * the stored title is the base domain (`https://www.example.com/` → `example.com`). The API and the
 * dialog strip the same way.
 */
export function stripDomainTitle(text: string): string {
  return stripDomainPrefix(text.trim()).replace(/\/+$/, '');
}

/** The leading part alone, as the dialog strips it while the user types (a slash may start a path). */
export function stripDomainPrefix(text: string): string {
  return text.replace(/^(?:https?:\/\/)?(?:www\.)?/i, '');
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const IPV4 = '(?:\\d{1,3}\\.){3}\\d{1,3}';
/**
 * Spec §5 "a URL: host with optional scheme, port, path, query": a name with a top-level domain (or an
 * IPv4 address), then `:port`, `/path` and `?query`, each optional; no spaces, no fragment. Checked
 * after stripping, so the scheme is gone by then.
 */
const DOMAIN_URL = new RegExp(
  `^(?:(?:${LABEL}\\.)+[a-z]{2,63}|${IPV4})(?::\\d{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?$`,
  'i',
);

export const isDomainUrl = (title: string): boolean => DOMAIN_URL.test(title);

const flag = z.boolean({ error: message('validation.oneOf') });

/** `title`: required, a URL by spec §5, stored stripped (a required field left empty says so once). */
export const domainTitleField = z
  .string({ error: message('validation.required') })
  .transform(stripDomainTitle)
  .pipe(
    z
      .string()
      .min(1, { error: message('validation.required'), abort: true })
      .max(DOMAIN_TITLE_MAX_LENGTH, {
        error: message('validation.max', { max: DOMAIN_TITLE_MAX_LENGTH }),
        abort: true,
      })
      .refine(isDomainUrl, { error: message('validation.url') }),
  );

/** Spec §7 save payload: `{user_id, title, analytics, cookies, sdk}`, for create and update alike. */
export const domainPayloadSchema = z.object({
  user_id: integerId(),
  title: domainTitleField,
  analytics: flag,
  sdk: flag,
  cookies: flag,
});
export type DomainPayloadInput = z.input<typeof domainPayloadSchema>;
export type DomainPayload = z.output<typeof domainPayloadSchema>;

export const domainSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  title: z.string(),
  analytics: z.boolean(),
  sdk: z.boolean(),
  cookies: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Domain = z.infer<typeof domainSchema>;

/**
 * The domain table of the user detail (spec §9: page size 5 of 5/10/20/100), newest first unless
 * sorted otherwise; the search matches titles containing the text (any case).
 */
export const domainTable = defineTable({
  sortable: ['id', 'title', 'analytics', 'sdk', 'cookies', 'created_at', 'updated_at'],
  defaultSort: [{ column: 'created_at', direction: 'desc' }],
  pageSizes: [5, 10, 20, 100],
  defaultPageSize: 5,
  filters: {},
});
export type DomainColumn = (typeof domainTable.sortable)[number];

/**
 * `GET /v1/domain/datatable`: the table's `search`, `sort`, `page`, `pageSize`, and whose domains
 * (`user_id`, required: the table lives on one user's page and never lists everyone's).
 */
export const domainsQuerySchema = tableQuerySchema(domainTable).extend({ user_id: integerIdParam() });
export type DomainsQuery = z.infer<typeof domainsQuerySchema>;

export const domainsPageSchema = tablePageSchema(domainSchema);
export type DomainsPage = z.infer<typeof domainsPageSchema>;

export const domainIdParamsSchema = z.object({ id: integerIdParam() });
