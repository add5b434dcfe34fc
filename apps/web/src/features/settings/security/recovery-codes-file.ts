/** The recovery codes as a text file the user keeps: a heading line, then one code per line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** Saves the codes as `recovery-codes.txt` from the browser: they never travel again. */
export function downloadRecoveryCodes(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
