/** Types of scripts/mail-catcher.mjs for the TypeScript tests that start one. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/** Starts the catcher on 127.0.0.1; each mail becomes `<n>.json` ({ to, message }) in `dir`. */
export function startMailCatcher(dir: string, port?: number): Promise<MailCatcher>;
