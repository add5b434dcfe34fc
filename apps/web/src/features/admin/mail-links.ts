/** The links of a mail's HTML, so they can be followed from the page itself (reset-password link). */
export function mailLinks(html: string): { href: string; text: string }[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent?.trim() ?? '' }))
    .filter((link) => /^(https?:\/\/|\/)/.test(link.href));
}

/** Links inside the framed mail open in the whole window instead of inside the frame. */
export function withTopLevelLinks(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}
