import { launchChromium } from './tests/support/browser';
const base = 'http://localhost:5203';
const out = '/tmp/h3shots';
const browser = await launchChromium();
const errors: string[] = [];
const signed = async (width: number, height: number) => {
  const page = await browser.newPage({ viewport: { width, height }, locale: 'es-CR' });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/login`);
  await page.fill('input[name=user]', 'comercio@demo.cr');
  await page.fill('input[name=password]', 'Demo#2026');
  await page.click('button[type=submit]');
  await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor({ timeout: 30000 });
  return page;
};
const label = (page: any, text: string) => page.getByLabel(new RegExp(`^${text}(\\s*\\*)?$`));
for (const [tag, w, h] of [['desk', 1366, 800], ['phone', 390, 844]] as const) {
  const page = await signed(w, h);
  // loyalty list
  await page.goto(`${base}/loyalty/clients`);
  await page.getByText(/^Sellos:/).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${tag}-clients.png` });
  await page.getByPlaceholder('Buscar').fill('sofia');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${tag}-clients-sofia.png` });
  // removal over the available quantity
  await page.goto(`${base}/stocks`);
  await page.getByRole('link', { name: 'Eliminar disponible' }).first().click();
  await label(page, 'Cantidad').fill('5000');
  await label(page, 'Nota').fill('Prueba');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${tag}-remove-too-much.png`, fullPage: true });
  // new stock item, highlighted in its list
  await page.goto(`${base}/stocks/create`);
  await label(page, 'Nombre').fill(`Zanahoria ${tag} ${Date.now() % 10000}`);
  await page.getByRole('combobox', { name: /^Unidad/ }).click();
  await page.getByRole('option', { name: 'Kilogramo', exact: true }).click();
  await label(page, 'Cantidad inicial').fill('3');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.locator('[data-saved-record="true"]').waitFor();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}/${tag}-stock-saved.png` });
  // duplicate section name on the input
  await page.goto(`${base}/sections/create`);
  await label(page, 'Nombre').fill('salon principal');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: `${out}/${tag}-dup-dialog.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${tag}-dup-input.png` });
  await page.close();
}
console.log('errors', errors);
await browser.close();
