// jsdom ships no types and @types/jsdom is not installed; this covers what the challenge-page test uses.
declare module 'jsdom' {
  export interface JSDOMOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    beforeParse?: (window: Window & typeof globalThis) => void;
  }
  export class JSDOM {
    constructor(html: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
}
