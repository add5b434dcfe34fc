import { type AuditEntity, type AuditEntityType, type Language, MAX_INTEGER_ID } from '@portal/contract';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  charges,
  creditNotes,
  invoices,
  organisations,
  paymentMethods,
  payments,
  products,
  roles,
  subscriptions,
  supportAccesses,
  users,
} from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { t } from '../../platform/i18n/index';
import { anyOf } from './any-of';
import type { AuditViewer } from './audit-viewer';
import { containing, startingWith } from './like-patterns';

/**
 * Readable names of the entities the log names ("Invoice 2026-000123", "Payment method Visa •••• 4242"),
 * looked up per type for a whole page at once, and the search behind the entity filter. A type
 * without a resolver here shows its type and id (the screen's fallback).
 */
interface EntityResolver {
  /** Labels of those of the ids that exist, by id. */
  labels(db: Executor, ids: string[], language: Language): Promise<Map<string, string>>;
  /** Entities the viewer may read whose label or id matches the term (newest first without one). */
  search(db: Executor, viewer: AuditViewer, term: string | undefined, limit: number): Promise<AuditEntity[]>;
}

const integerIds = (ids: readonly string[]) =>
  ids.filter((id) => /^\d{1,10}$/.test(id) && Number(id) <= MAX_INTEGER_ID).map(Number);

/** The viewer's account as owner of the rows of a table, or none for staff. */
const ownedBy = (viewer: AuditViewer, column: PgColumn): SQL | undefined =>
  viewer.staff ? undefined : eq(column, viewer.accountId);

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const userResolver: EntityResolver = {
  async labels(db, ids, language) {
    const numbers = integerIds(ids);
    if (numbers.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(anyOf(users.id, numbers));
    return new Map(
      rows.map((row) => [String(row.id), t(language, 'audit.label.user', { email: row.email })]),
    );
  },
  async search(db, viewer, term, limit) {
    const label = (id: number, email: string) => ({
      type: 'user',
      id: String(id),
      label: t(viewer.language, 'audit.label.user', { email }),
    });
    if (!viewer.staff) {
      // The account's users whose entries the viewer may read (decision 0053).
      const needle = term?.toLowerCase();
      return [...viewer.members]
        .filter(([id]) =>
          id === viewer.userId
            ? true
            : id === viewer.accountId
              ? viewer.readsOwnerEntries
              : viewer.readsOtherUsers,
        )
        .filter(([id, email]) => !needle || email.toLowerCase().includes(needle) || String(id) === needle)
        .slice(0, limit)
        .map(([id, email]) => label(id, email));
    }
    const byId = term ? integerIds([term]) : [];
    const rows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        term
          ? or(
              sql`lower(${users.email}) like ${startingWith(term.toLowerCase())}`,
              byId.length > 0 ? inArray(users.id, byId) : undefined,
            )
          : undefined,
      )
      .orderBy(users.email)
      .limit(limit);
    return rows.map((row) => label(row.id, row.email));
  },
};

/** Invoices and credit notes: named by their number. */
function documentResolver(
  type: AuditEntityType,
  table: typeof invoices | typeof creditNotes,
  key: 'audit.label.invoice' | 'audit.label.creditNote',
): EntityResolver {
  return {
    async labels(db, ids, language) {
      const numbers = integerIds(ids);
      if (numbers.length === 0) return new Map();
      const rows = await db
        .select({ id: table.id, number: table.number })
        .from(table)
        .where(anyOf(table.id, numbers));
      return new Map(rows.map((row) => [String(row.id), t(language, key, { number: row.number })]));
    },
    async search(db, viewer, term, limit) {
      const rows = await db
        .select({ id: table.id, number: table.number })
        .from(table)
        .where(and(ownedBy(viewer, table.userId), term ? ilike(table.number, containing(term)) : undefined))
        .orderBy(desc(table.issuedAt), desc(table.id))
        .limit(limit);
      return rows.map((row) => ({
        type,
        id: String(row.id),
        label: t(viewer.language, key, { number: row.number }),
      }));
    },
  };
}

const methodName = (row: { type: string; brand: string | null; last4: string }, language: Language) =>
  `${row.type === 'sepa_debit' ? t(language, 'audit.label.sepa') : (BRANDS[row.brand ?? ''] ?? row.brand ?? row.type)} •••• ${row.last4}`;

const paymentMethodResolver: EntityResolver = {
  async labels(db, ids, language) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: paymentMethods.id,
        type: paymentMethods.type,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
      })
      .from(paymentMethods)
      .where(anyOf(paymentMethods.id, ids));
    return new Map(
      rows.map((row) => [
        row.id,
        t(language, 'audit.label.paymentMethod', { method: methodName(row, language) }),
      ]),
    );
  },
  async search(db, viewer, term, limit) {
    const rows = await db
      .select({
        id: paymentMethods.id,
        type: paymentMethods.type,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
      })
      .from(paymentMethods)
      .where(
        and(
          ownedBy(viewer, paymentMethods.userId),
          term
            ? or(
                eq(paymentMethods.last4, term),
                ilike(paymentMethods.brand, containing(term)),
                eq(paymentMethods.id, term),
              )
            : undefined,
        ),
      )
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(limit);
    return rows.map((row) => ({
      type: 'payment_method',
      id: row.id,
      label: t(viewer.language, 'audit.label.paymentMethod', { method: methodName(row, viewer.language) }),
    }));
  },
};

const subscriptionResolver: EntityResolver = {
  async labels(db, ids, language) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: subscriptions.id, product: products.name })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(anyOf(subscriptions.id, ids));
    return new Map(
      rows.map((row) => [row.id, t(language, 'audit.label.subscription', { product: row.product })]),
    );
  },
  async search(db, viewer, term, limit) {
    const rows = await db
      .select({ id: subscriptions.id, product: products.name })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(
        and(
          ownedBy(viewer, subscriptions.userId),
          term ? or(ilike(products.name, containing(term)), eq(subscriptions.id, term)) : undefined,
        ),
      )
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(limit);
    return rows.map((row) => ({
      type: 'subscription',
      id: row.id,
      label: t(viewer.language, 'audit.label.subscription', { product: row.product }),
    }));
  },
};

/**
 * Records named by their id alone: charges (staff only) and payment attempts of invoices and renewals
 * (3-D Secure, SEPA).
 */
function idResolver(
  type: 'charge' | 'payment',
  table: typeof charges | typeof payments,
  key: 'audit.label.charge' | 'audit.label.payment',
): EntityResolver {
  return {
    async labels(db, ids, language) {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: table.id }).from(table).where(anyOf(table.id, ids));
      return new Map(rows.map((row) => [row.id, t(language, key, { id: row.id })]));
    },
    async search(db, viewer, term, limit) {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(ownedBy(viewer, table.userId), term ? ilike(table.id, containing(term)) : undefined))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit);
      return rows.map((row) => ({ type, id: row.id, label: t(viewer.language, key, { id: row.id }) }));
    },
  };
}

/**
 * The client management entities (decision 0056): a sub-user by e-mail, an organisation by name, a
 * role by title; searched among the viewer's account's own (all of them for staff).
 */
function namedResolver(
  type: 'client' | 'organisation' | 'role',
  source: {
    id: PgColumn;
    name: PgColumn;
    owner: PgColumn;
    from: typeof users | typeof organisations | typeof roles;
  },
  label: (language: Language, name: string) => string,
): EntityResolver {
  return {
    async labels(db, ids, language) {
      const numbers = integerIds(ids);
      if (numbers.length === 0) return new Map();
      const rows = await db
        .select({ id: source.id, name: source.name })
        .from(source.from)
        .where(anyOf(source.id, numbers));
      return new Map(rows.map((row) => [String(row.id), label(language, String(row.name))]));
    },
    async search(db, viewer, term, limit) {
      const byId = term ? integerIds([term]) : [];
      const rows = await db
        .select({ id: source.id, name: source.name })
        .from(source.from)
        .where(
          and(
            viewer.staff ? sql`${source.owner} is not null` : eq(source.owner, viewer.accountId),
            term
              ? or(
                  ilike(source.name, containing(term)),
                  byId.length > 0 ? inArray(source.id, byId) : undefined,
                )
              : undefined,
          ),
        )
        .orderBy(desc(source.id))
        .limit(limit);
      return rows.map((row) => ({
        type,
        id: String(row.id),
        label: label(viewer.language, String(row.name)),
      }));
    },
  };
}

/** A login-as, named by the staff member who signed in: "Support (Stella Support)" (decision 0063). */
const supportAccessResolver: EntityResolver = {
  async labels(db, ids, language) {
    const numbers = integerIds(ids);
    if (numbers.length === 0) return new Map();
    const rows = await db
      .select({ id: supportAccesses.id, firstname: users.firstname, lastname: users.lastname })
      .from(supportAccesses)
      .innerJoin(users, eq(users.id, supportAccesses.staffId))
      .where(anyOf(supportAccesses.id, numbers));
    return new Map(rows.map((row) => [String(row.id), supportAccessLabel(language, row)]));
  },
  async search(db, viewer, term, limit) {
    const staff = alias(users, 'staff');
    const signedInAs = alias(users, 'signed_in_as');
    const byId = term ? integerIds([term]) : [];
    const rows = await db
      .select({ id: supportAccesses.id, firstname: staff.firstname, lastname: staff.lastname })
      .from(supportAccesses)
      .innerJoin(staff, eq(staff.id, supportAccesses.staffId))
      .innerJoin(signedInAs, eq(signedInAs.id, supportAccesses.userId))
      .where(
        and(
          viewer.staff
            ? undefined
            : sql`coalesce(${signedInAs.parentId}, ${signedInAs.id}) = ${viewer.accountId}`,
          term
            ? or(
                ilike(sql`${staff.firstname} || ' ' || ${staff.lastname}`, containing(term)),
                byId.length > 0 ? inArray(supportAccesses.id, byId) : undefined,
              )
            : undefined,
        ),
      )
      .orderBy(desc(supportAccesses.startedAt), desc(supportAccesses.id))
      .limit(limit);
    return rows.map((row) => ({
      type: 'support_access',
      id: String(row.id),
      label: supportAccessLabel(viewer.language, row),
    }));
  },
};

const supportAccessLabel = (language: Language, staff: { firstname: string; lastname: string }) =>
  t(language, 'audit.label.supportAccess', { name: `${staff.firstname} ${staff.lastname}`.trim() });

/** A product's retention offer (decision 0085): named by its product, whose id it has. Staff only. */
const retentionOfferResolver: EntityResolver = {
  async labels(db, ids, language) {
    const numbers = integerIds(ids);
    if (numbers.length === 0) return new Map();
    const rows = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(anyOf(products.id, numbers));
    return new Map(
      rows.map((row) => [String(row.id), t(language, 'audit.label.retentionOffer', { product: row.name })]),
    );
  },
  async search(db, viewer, term, limit) {
    if (!viewer.staff) return [];
    const rows = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(term ? ilike(products.name, containing(term)) : undefined)
      .orderBy(products.id)
      .limit(limit);
    return rows.map((row) => ({
      type: 'retention_offer',
      id: String(row.id),
      label: t(viewer.language, 'audit.label.retentionOffer', { product: row.name }),
    }));
  },
};

const RESOLVERS: Partial<Record<AuditEntityType, EntityResolver>> = {
  client: namedResolver(
    'client',
    { id: users.id, name: users.email, owner: users.parentId, from: users },
    (language, email) => t(language, 'audit.label.client', { email }),
  ),
  organisation: namedResolver(
    'organisation',
    { id: organisations.id, name: organisations.name, owner: organisations.ownerId, from: organisations },
    (language, name) => t(language, 'audit.label.organisation', { name }),
  ),
  role: namedResolver(
    'role',
    { id: roles.id, name: roles.title, owner: roles.ownerId, from: roles },
    (language, title) => t(language, 'audit.label.role', { title }),
  ),
  user: userResolver,
  invoice: documentResolver('invoice', invoices, 'audit.label.invoice'),
  credit_note: documentResolver('credit_note', creditNotes, 'audit.label.creditNote'),
  payment_method: paymentMethodResolver,
  subscription: subscriptionResolver,
  charge: idResolver('charge', charges, 'audit.label.charge'),
  payment: idResolver('payment', payments, 'audit.label.payment'),
  support_access: supportAccessResolver,
  retention_offer: retentionOfferResolver,
};

/** Labels of the named entities, one lookup per type: key `type:id`. */
export async function entityLabels(
  db: Executor,
  entities: readonly { type: string; id: string }[],
  language: Language,
): Promise<Map<string, string>> {
  const idsByType = new Map<string, Set<string>>();
  for (const { type, id } of entities) idsByType.set(type, (idsByType.get(type) ?? new Set()).add(id));
  const labels = new Map<string, string>();
  // The types' lookups at once: on PostgreSQL each takes a connection of the pool.
  const found = await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const resolver = RESOLVERS[type as AuditEntityType];
      return { type, labels: resolver ? await resolver.labels(db, [...ids], language) : new Map() };
    }),
  );
  for (const each of found) for (const [id, label] of each.labels) labels.set(`${each.type}:${id}`, label);
  return labels;
}

/** Entities of the types whose label or id matches the term, at most `limit` in all. */
export async function searchEntities(
  db: Executor,
  viewer: AuditViewer,
  types: readonly AuditEntityType[],
  term: string | undefined,
  limit: number,
): Promise<AuditEntity[]> {
  const found: AuditEntity[] = [];
  for (const type of types) {
    if (found.length >= limit) break;
    const resolver = RESOLVERS[type];
    if (resolver) found.push(...(await resolver.search(db, viewer, term, limit - found.length)));
  }
  return found;
}
