import type { Language } from '@portal/contract';
import { formatMoney } from '@portal/contract/money';
import { t } from '../../platform/i18n/index';
import type { SandboxPaymentIntentData } from './sandbox-objects';

export interface ChallengePageInput {
  language: Language;
  intentId: string;
  clientSecret: string;
  intent: SandboxPaymentIntentData;
  merchant: string;
  /** Allows exactly this page's inline script and style under its Content-Security-Policy. */
  nonce: string;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-AT', fr: 'fr-FR' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// Runs in the page: sends the answer with the portal's CSRF headers (the iframe carries the portal's
// cookies), then tells the framing portal window the outcome, on the same origin only.
const SCRIPT = `
const data = JSON.parse(document.getElementById('challenge-data').textContent);
const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
const note = document.getElementById('result');
const buttons = document.querySelectorAll('button[data-result]');
const tell = (status) => {
  if (window.parent !== window) {
    window.parent.postMessage({ type: 'sandbox-3ds', intentId: data.intentId, status }, location.origin);
  }
};
const show = (status) => {
  note.textContent = data.texts[status] ?? data.texts.notPending;
  note.dataset.status = status;
};
async function answer(result) {
  buttons.forEach((button) => { button.disabled = true; });
  const base = '/v1/sandbox/payment-intents/' + encodeURIComponent(data.intentId);
  try {
    const response = await fetch(base + '/challenge', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ client_secret: data.clientSecret, result }),
    });
    let status = response.ok ? (await response.json()).status : null;
    if (!status) {
      const current = await fetch(base + '?client_secret=' + encodeURIComponent(data.clientSecret));
      status = current.ok ? (await current.json()).status : null;
    }
    if (!status) throw new Error('no status');
    show(status);
    tell(status);
  } catch {
    note.textContent = data.texts.sendFailed;
    buttons.forEach((button) => { button.disabled = false; });
  }
}
buttons.forEach((button) => button.addEventListener('click', () => answer(button.dataset.result)));
if (data.status !== 'requires_action') tell(data.status);
`;

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1f2933; background: #fff; }
main { max-width: 420px; margin: 0 auto; }
h1 { font-size: 1.25rem; margin: 0 0 12px; }
.amount { font-size: 1.5rem; font-weight: 600; margin: 12px 0; }
.note { font-size: 0.85rem; color: #52606d; }
.actions { display: flex; gap: 12px; margin-top: 20px; }
button { flex: 1; padding: 10px 16px; font-size: 1rem; border-radius: 6px; border: 1px solid #1565c0; cursor: pointer; }
button[data-result="complete"] { background: #1565c0; color: #fff; }
button[data-result="fail"] { background: #fff; color: #b71c1c; border-color: #b71c1c; }
button:disabled { opacity: 0.5; cursor: default; }
#result { margin-top: 16px; font-weight: 600; min-height: 1.5em; }
`;

/** The sandbox bank's 3-D Secure page (what the issuer shows inside Stripe's iframe). */
export function renderChallengePage(input: ChallengePageInput): string {
  const { language, intent } = input;
  const amount = formatMoney(intent.amount, intent.currency, LOCALES[language], {
    currencyDisplay: 'symbol',
  });
  const pending = intent.status === 'requires_action';
  const text = (key: Parameters<typeof t>[1], params?: Record<string, string>) =>
    escapeHtml(t(language, key, params));
  const data = {
    intentId: input.intentId,
    clientSecret: input.clientSecret,
    status: intent.status,
    texts: {
      succeeded: t(language, 'payments.challenge.succeeded'),
      failed: t(language, 'payments.challenge.failed'),
      notPending: t(language, 'payments.challenge.notPending'),
      sendFailed: t(language, 'payments.challenge.sendFailed'),
    },
  };
  const statusText = pending
    ? ''
    : text(intent.status === 'succeeded' ? 'payments.challenge.succeeded' : 'payments.challenge.notPending');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${text('payments.challenge.title')}</title>
<style nonce="${input.nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${text('payments.challenge.heading')}</h1>
<p>${text('payments.challenge.intro', { amount, merchant: input.merchant })}</p>
<p class="amount" data-testid="challenge-amount">${escapeHtml(amount)}</p>
<p class="note">${text('payments.challenge.sandboxNote')}</p>
<div class="actions">
<button type="button" data-result="complete"${pending ? '' : ' disabled'}>${text('payments.challenge.complete')}</button>
<button type="button" data-result="fail"${pending ? '' : ' disabled'}>${text('payments.challenge.fail')}</button>
</div>
<p id="result" role="status" aria-live="polite">${statusText}</p>
</main>
<script type="application/json" id="challenge-data">${scriptJson(data)}</script>
<script nonce="${input.nonce}">${SCRIPT}</script>
</body>
</html>`;
}
