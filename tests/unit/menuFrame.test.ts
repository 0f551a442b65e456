import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml, frameLanguage, menuTokenOf, NAME_SLOT, SIDE_SLOT, withFrame } from '../../serving/menuFrame';

/** Paint first: what the server writes into the diner app's frame for a table's menu. */
const page = readFileSync('public-app/index.html', 'utf8');
const frame = { name: 'Soda Doña Ana', image: '/logos/2.png', table: 'Mesa 1' };
const menuUrl = '/api/menu/getMenuQR/abc?lang=es';

describe('the menu frame', () => {
  it('finds its slots in the diner app page', () => {
    expect(page).toContain(NAME_SLOT);
    expect(page).toContain(SIDE_SLOT);
  });

  it("writes the merchant's name, logo and table into the frame and announces the menu request", () => {
    const html = withFrame(page, frame, menuUrl);
    expect(html).toContain('<img class="logo" src="/logos/2.png" alt="" width="32" height="32"><span class="topbar-name" data-early-name>Soda Doña Ana</span>');
    expect(html).toContain('<div class="topbar-side"><span class="topbar-detail">Mesa 1</span>');
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${menuUrl}">`);
    expect(html.match(/data-early-name/g)).toHaveLength(1);
  });

  it('escapes what the merchant typed: a name never becomes markup or script', () => {
    const hostile = { name: '<script>alert(1)</script> & "Ana\'s" <img src=x onerror=alert(2)>', image: '/logos/1.png" onerror="alert(3)', table: '</span><script>x()</script>' };
    const html = withFrame(page, hostile, menuUrl);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ana&#39;s&quot; &lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('src="/logos/1.png&quot; onerror=&quot;alert(3)"');
    expect(html).toContain('&lt;/span&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(html).not.toMatch(/<script>|<img src=x|onerror="/);
    // '$&' and the like are written as typed, not read as replacement patterns
    expect(withFrame(page, { ...frame, name: "Bar $& $' $`" }, menuUrl)).toContain('data-early-name>Bar $&amp; $&#39; $`</span>');
  });

  it('leaves a logo stored as a data URL out of the page, keeping its room', () => {
    const html = withFrame(page, { ...frame, image: `data:image/png;base64,${'A'.repeat(1000)}` }, menuUrl);
    expect(html).toContain('<span class="logo logo-slot"></span><span class="topbar-name"');
    expect(html).not.toContain('data:image/png');
    expect(withFrame(page, { ...frame, image: '//evil.example/x.png' }, menuUrl)).not.toContain('evil.example');
    expect(withFrame(page, { ...frame, image: '' }, menuUrl)).not.toContain('class="logo');
  });

  it("reads a table's token from the menu's address only", () => {
    expect(menuTokenOf('/menuqr/abc123')).toBe('abc123');
    expect(menuTokenOf('/menuqr/x/abc123')).toBe('abc123');
    for (const path of ['/menuqr', '/menuqr/', '/menuqr/confirm', '/menuqr/order', '/menuqr/pay', '/menuqr/tab', '/menuqr/tabpay', '/voucher/abc', '/login']) {
      expect(menuTokenOf(path), path).toBeNull();
    }
  });

  it("asks for the menu in the phone's first language, as the page does", () => {
    expect(frameLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(frameLanguage('es-CR,en;q=0.9')).toBe('es');
    expect(frameLanguage('fr-FR,en;q=0.9')).toBe('es');
    expect(frameLanguage(undefined)).toBe('es');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
