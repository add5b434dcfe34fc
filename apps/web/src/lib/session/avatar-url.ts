/** Profile images live in the `user` folder of the storage CDN (spec §3); absolute URLs pass through. */
export function avatarUrl(image: string | null, cdnUrl: string): string | undefined {
  if (!image) return undefined;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  return `${cdnUrl.replace(/\/$/, '')}/user/${image}`;
}
