import { saveFile } from '../../../lib/http/save-file';

/** The recovery codes as a text file the user keeps: a heading line, then one code per line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** Saves the codes as `recovery-codes.txt` from the browser: they never travel again. */
export function downloadRecoveryCodes(text: string): void {
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt');
}
