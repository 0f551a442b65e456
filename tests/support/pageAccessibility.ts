import type { Locator, Page } from 'playwright-core';

/**
 * The contrast ratio (WCAG 2's formula, as Lighthouse's color-contrast audit computes it) of an
 * element's text against what is behind it: its computed colour laid over the computed backgrounds
 * of it and its ancestors, down to the first opaque one (the page's white when none is).
 */
export const textContrast = (element: Locator): Promise<number> =>
  element.evaluate((start) => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    // whole channels, as the screen paints them and Lighthouse counts them (black at 54 % on #f5f5f5 is #717171)
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [Math.round(r * a + br * (1 - a)), Math.round(g * a + bg * (1 - a)), Math.round(b * a + bb * (1 - a)), 1];
    const layers: Rgba[] = [];
    for (let node: Element | null = start; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const text = over(parse(getComputedStyle(start).color), background);
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });

/**
 * Elements inside `within` that the keyboard's Tab reaches (tab index 0 or more, and the browser
 * lets them take the focus: not inert, not hidden), each as a short description. The focus is
 * moved to try them and left on the page's body.
 */
export const tabStopsIn = (within: Locator): Promise<string[]> =>
  within.evaluate((root) => {
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')] as (HTMLElement | SVGElement)[]) {
      if (element.tabIndex < 0 || typeof element.focus !== 'function') continue;
      element.focus();
      if (document.activeElement === element) found.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return found;
  });

/** Tab stops under aria-hidden anywhere on the page: focusable yet hidden from screen readers (Lighthouse's aria-hidden-focus). */
export const tabStopsUnderAriaHidden = async (page: Page): Promise<string[]> => {
  const hidden = page.locator('[aria-hidden="true"]');
  const found: string[] = [];
  for (let index = 0; index < (await hidden.count()); index += 1) found.push(...(await tabStopsIn(hidden.nth(index))));
  return found;
};
