const scripts = new Map<string, Promise<void>>();

/** Adds a third-party script once; resolves when it ran, rejects when it could not load in time. */
export function loadScript(src: string, timeoutMs = 8000): Promise<void> {
  let pending = scripts.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      const timer = setTimeout(() => reject(new Error(`${src} took too long to load`)), timeoutMs);
      script.addEventListener('load', () => {
        clearTimeout(timer);
        resolve();
      });
      script.addEventListener('error', () => {
        clearTimeout(timer);
        reject(new Error(`${src} could not be loaded`));
      });
      document.head.append(script);
    }).catch((error: unknown) => {
      // A later call tries again (the network may be back).
      scripts.delete(src);
      throw error;
    });
    scripts.set(src, pending);
  }
  return pending;
}
