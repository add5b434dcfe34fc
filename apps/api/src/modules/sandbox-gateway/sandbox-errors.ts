import type { ServerMessageKey } from '../../platform/i18n/index';

/** Input the browser side refuses, each problem on its field; the route translates the keys. */
export class SandboxFieldError extends Error {
  constructor(readonly problems: Readonly<Record<string, ServerMessageKey>>) {
    super(`invalid sandbox input: ${Object.keys(problems).join(', ')}`);
    this.name = 'SandboxFieldError';
  }
}

/** The object exists but is past the step asked for (a second 3-D Secure answer, a used setup). */
export class SandboxStateError extends Error {
  constructor(readonly messageKey: ServerMessageKey) {
    super(messageKey);
    this.name = 'SandboxStateError';
  }
}
