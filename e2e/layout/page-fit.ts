import type { Page } from '@playwright/test';

/**
 * What does not fit on the page, one line each (at most six):
 * - the page itself scrolling sideways;
 * - a visible element sticking out past either edge of the window;
 * - a visible element cut off by a box that hides its overflow (a card clipping a long figure);
 * - text running out of its own box (a German word wider than its button).
 * An element wholly outside the window (the skip link parked off-screen) is hidden on purpose, and
 * the part of an element that a scroll box holds (a wide table in its own scroll area) can be
 * scrolled to, so neither counts.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    // The row the first element out of the window sits in, child by child: what pushed it out.
    let row: string | null = null;
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide in ${width} px`);
    const name = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    const text = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    for (const element of document.body.querySelectorAll('*')) {
      if (problems.length >= 6) break;
      const box = element.getBoundingClientRect();
      // Visually hidden texts for screen readers are 1 px boxes.
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.left >= width) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.opacity === '0') continue;
      let { left, right } = box;
      let cutBy: Element | null = null;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (
          (overflow === 'hidden' || overflow === 'clip') &&
          (left < frame.left - 0.5 || right > frame.right + 0.5)
        ) {
          cutBy = parent;
          break;
        }
        left = Math.max(left, frame.left);
        right = Math.min(right, frame.right);
      }
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (
        ownText &&
        style.overflowX === 'visible' &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0
      )
        problems.push(
          `${name(element)} "${text(element)}" needs ${element.scrollWidth} px, has ${element.clientWidth} px`,
        );
      const where = `spans ${Math.round(left)}–${Math.round(right)} px`;
      if (cutBy) problems.push(`${name(element)} "${text(element)}" ${where}, cut off by its ${name(cutBy)}`);
      else if (right - left > 0 && (left < -0.5 || right > width + 0.5)) {
        problems.push(`${name(element)} "${text(element)}" ${where}, out of the ${width} px window`);
        row ??= [...(element.parentElement?.children ?? [])]
          .map((child) => {
            const { left: from, right: to } = child.getBoundingClientRect();
            return `${name(child)} "${text(child).slice(0, 15)}" ${Math.round(from)}–${Math.round(to)}`;
          })
          .join(', ');
      }
    }
    if (row) problems.push(`its row: ${row}`);
    return problems;
  });
}
