import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import {
  type VatCheckAnswer,
  type VatCheckQuestion,
  type VatRegistry,
  VatRegistryUnavailableError,
} from './vat-registry';

/**
 * The stand-in's register (README "Sandbox VAT registry"): these ids answer valid with this name and
 * address, every other id answers invalid ("not registered"). All pass jsvat's check digits; the demo
 * accounts' ids are among them, so the demo keeps showing reverse charge.
 */
export const SANDBOX_REGISTERED_VAT_IDS: Readonly<Record<string, { name: string; address: string }>> = {
  ATU12345675: { name: 'Demo Media GmbH', address: 'Mariahilfer Straße 1, 1060 Wien' },
  BE0403170701: { name: 'Bruxelles Médias SA', address: 'Rue de la Loi 16, 1000 Bruxelles' },
  DE136695976: { name: 'Wagner & Söhne GmbH', address: 'Am Sandtorkai 50, 20457 Hamburg' },
  DE111111125: { name: 'Berliner Verlagshaus GmbH', address: 'Unter den Linden 1, 10117 Berlin' },
  EL094259216: { name: 'Athens Media SA', address: 'Odos Ermou 10, 10563 Athina' },
  ESB58378431: { name: 'Medios Barcelona SL', address: 'Passeig de Gràcia 1, 08007 Barcelona' },
  FR40303265045: { name: 'Agence Lumière SARL', address: '12 Rue de la République, 69002 Lyon' },
  IT00743110157: { name: 'Milano Editrice SpA', address: 'Via Dante 1, 20121 Milano' },
  NL004495445B01: { name: 'Amsterdam Media BV', address: 'Damrak 1, 1012 LG Amsterdam' },
  PL5260250274: { name: 'Warszawa Media sp. z o.o.', address: 'ul. Marszałkowska 1, 00-624 Warszawa' },
};

export interface SandboxVatRegistry extends VatRegistry {
  readonly kind: 'sandbox';
  isAvailable(): boolean;
  /** The "registry down" switch: while off, every check throws VatRegistryUnavailableError. */
  setAvailable(available: boolean): void;
}

export function isSandboxVatRegistry(registry: VatRegistry): registry is SandboxVatRegistry {
  return registry.kind === 'sandbox';
}

/**
 * A consultation number in VIES's style (`WAPI` and 12 digits), the same for the same question at the
 * same instant: tests and the demo can name it, and two checks never share one.
 */
export function sandboxConsultationNumber(question: VatCheckQuestion, at: Date): string {
  const digest = createHash('sha256')
    .update(`${question.vatId}\0${question.requesterVatId}\0${at.toISOString()}`)
    .digest();
  return `WAPI${(digest.readBigUInt64BE(0) % 10n ** 12n).toString().padStart(12, '0')}`;
}

/** The built-in stand-in for VIES, the default outside production (decision 0080). */
export function createSandboxVatRegistry(options: {
  clock: Clock;
  unavailable: boolean;
}): SandboxVatRegistry {
  let available = !options.unavailable;
  return {
    kind: 'sandbox',
    async check(question): Promise<VatCheckAnswer> {
      if (!available) throw new VatRegistryUnavailableError('the sandbox VAT registry is switched off');
      const checkedAt = options.clock.now();
      const registered = SANDBOX_REGISTERED_VAT_IDS[question.vatId.toUpperCase()];
      return {
        result: registered ? 'valid' : 'invalid',
        consultationNumber: sandboxConsultationNumber(question, checkedAt),
        name: registered?.name ?? null,
        address: registered?.address ?? null,
        checkedAt,
      };
    },
    isAvailable: () => available,
    setAvailable(next) {
      available = next;
    },
  };
}
