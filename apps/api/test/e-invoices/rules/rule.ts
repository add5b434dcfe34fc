// What a rule is: an id and flag as the official artefact gives them, the requirement in short, and
// a test that returns where the document breaks it (nothing when it holds).
import type { EInvoiceTerms } from './terms';

export type Flag = 'fatal' | 'warning';

export interface Rule {
  id: string;
  flag: Flag;
  /** The requirement, paraphrased from the rule's definition. */
  text: string;
  /** Where the document breaks the rule: one entry per failing context, none when it holds. */
  test: (doc: EInvoiceTerms) => string[];
}

export interface Finding {
  id: string;
  flag: Flag;
  text: string;
  /** Which part of the document: `document`, `line 2`, `VAT breakdown S 20.00` … */
  where: string;
}

/** A fatal rule (the flag of nearly every EN 16931 rule). */
export const fatal = (id: string, text: string, test: Rule['test']): Rule => ({
  id,
  flag: 'fatal',
  text,
  test,
});
export const warning = (id: string, text: string, test: Rule['test']): Rule => ({
  id,
  flag: 'warning',
  text,
  test,
});

/** The document as a whole holds or not. */
export const holds = (condition: boolean, where = 'document'): string[] => (condition ? [] : [where]);

/** Each item must satisfy the condition; the ones that do not are named by `where`. */
export function each<T>(
  items: readonly T[],
  where: (item: T, index: number) => string,
  condition: (item: T) => boolean,
) {
  return items.flatMap((item, index) => (condition(item) ? [] : [where(item, index)]));
}

/** Runs the rules over a document. A rule that throws is reported as broken, not passed. */
export function applyRules(rules: readonly Rule[], doc: EInvoiceTerms): Finding[] {
  return rules.flatMap((rule) => {
    let failures: string[];
    try {
      failures = rule.test(doc);
    } catch (error) {
      failures = [`rule could not be evaluated: ${(error as Error).message}`];
    }
    return failures.map((where) => ({ id: rule.id, flag: rule.flag, text: rule.text, where }));
  });
}
