import { describe, expect, it } from 'vitest';
import { browserForFile, DEMO_PASSWORD, englishOn, signIn, signInToHome, untilSignInPage } from '../support/browserSession';

const browser = browserForFile();

const navTexts = async (page: import('playwright-core').Page) =>
  (await page.locator('header nav').innerText()).split('\n').map((text) => text.trim().toLowerCase()).filter(Boolean);

describe('sign-in page', () => {
  it('keeps Iniciar sesión disabled until both fields are filled, and shows the server error', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/banks`);
    await untilSignInPage(page);
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Usuario' }).fill('admin@demo.cr');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByRole('alert').getByText('Usuario y/o contraseña incorrectos.').waitFor();
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('shows and hides the password', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login`);
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('secreta');
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await page.context().close();
  });

  it('asks before sending the password-reset mail, and needs the user first', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await page.getByText('Usuario requerido para recuperar contraseña.').waitFor();
    await page.getByRole('textbox', { name: 'Usuario' }).fill('operador@demo.cr');
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await dialog.getByText('Se enviará un correo a operador@demo.cr para restablecer su contraseña. ¿Desea continuar?').waitFor();
    // the safe choice has the focus; Escape and 'No' send nothing
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('No');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await dialog.getByRole('button', { name: 'Sí' }).click();
    await page.getByRole('alert').getByText('Se ha enviado un correo para reestablecer su contraseña.').waitFor();
    await page.context().close();
  });

  it('remembers the user name when asked', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Usuario' }).fill('operador@demo.cr');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: 'Recordar usuario' }).check();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    await page.getByRole('button', { name: /Bienvenido/ }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await untilSignInPage(page);
    expect(await page.getByRole('textbox', { name: 'Usuario' }).inputValue()).toBe('operador@demo.cr');
    await page.context().close();
  });
});

describe('the sign-in page ahead of react-admin', () => {
  const adminChunks = (urls: string[]) => urls.filter((url) => /\/assets\/adminRoot-[\w-]+\.js$/.test(url));

  it('shows without react-admin, loads it once the user types, and signs in to the address asked for', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(`${browser.baseUrl}/banks`);
    await untilSignInPage(page);
    await expect.poll(() => page.title()).toBe('Iniciar sesión · Portal de Comercios');
    await page.waitForLoadState('networkidle');
    expect(adminChunks(scripts)).toEqual([]);
    await page.getByRole('textbox', { name: 'Usuario' }).fill('');
    await page.getByRole('textbox', { name: 'Usuario' }).pressSequentially('admin@demo.cr');
    await expect.poll(() => adminChunks(scripts).length).toBe(1);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/banks$/);
    await page.getByRole('heading', { name: 'Bancos', level: 1 }).waitFor();
    expect(browser.errors).toEqual([]);
    await page.context().close();
  });

  it('a wrong password is told on the small page, and a signed-in load opens the admin directly', async () => {
    const page = await browser.newPage();
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Usuario' }).fill('operador@demo.cr');
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').getByText('Usuario y/o contraseña incorrectos.').waitFor();
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    await page.goto(`${browser.baseUrl}/users`);
    await page.getByRole('heading', { name: 'Usuarios', level: 1 }).waitFor();
    await page.context().close();
  });
});

describe('each demo account sees its group menu', () => {
  it.each([
    ['admin@demo.cr', 'Adriana Montero', ['comercios', 'bancos', 'usuarios', 'reportes'], ['restaurante', 'empresa'], false],
    ['backoffice@demo.cr', 'Beatriz Calderón', ['comercios', 'bancos', 'usuarios', 'reportes'], ['restaurante'], true],
    ['comercio@demo.cr', 'Carmen Alvarado', ['restaurante', 'inventario', 'lealtad', 'empresa', 'usuarios', 'reportes'], ['comercios', 'bancos'], false],
    ['operador@demo.cr', 'Olman Ramírez', ['restaurante', 'inventario', 'usuarios', 'reportes'], ['comercios', 'bancos', 'empresa', 'lealtad'], false],
  ])('%s', async (user, fullName, shown, hidden, itbms) => {
    const page = await browser.signedInPage(user);
    await page.getByText(`Bienvenido, ${fullName}`).waitFor();
    await expect.poll(() => navTexts(page)).toEqual(expect.arrayContaining(shown));
    const items = await navTexts(page);
    for (const item of hidden) expect(items).not.toContain(item);
    // the cards of the menu's built screens only (tests/e2e/navigation.test.ts follows them)
    await page.getByText('Agregar usuario', { exact: true }).waitFor();
    const notice = page.getByText('Hay comercios con configuración de ITBMS pendientes.');
    if (itbms) await notice.waitFor();
    else expect(await notice.count()).toBe(0);
    expect(await englishOn(page)).toEqual([]);
    await page.context().close();
  });

  it('a dropdown groups the children and its links open /{code}', async () => {
    const page = await browser.newPage();
    await signIn(page, browser.baseUrl, 'comercio@demo.cr');
    await page.getByRole('button', { name: 'Restaurante' }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['Menú y productos', 'Mesas', 'Pedidos', 'Comprobantes', 'Secciones', 'Impresoras', 'Meseros']);
    await page.getByRole('menuitem', { name: 'Secciones' }).click();
    await page.waitForURL(/\/sections$/);
    await page.getByRole('heading', { name: 'Secciones', level: 1 }).waitFor();
    await page.context().close();
  });
});

describe('routes', () => {
  it('opens every typed address: singular form paths, edit by id, unknown paths go home, /login goes home when signed in', async () => {
    const page = await browser.signedInPage('admin@demo.cr');
    await page.goto(`${browser.baseUrl}/bank`);
    await page.getByRole('heading', { name: 'Crear banco' }).waitFor();
    await page.goto(`${browser.baseUrl}/banks/3`);
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe('Banco de Costa Rica');
    await page.goto(`${browser.baseUrl}/no/existe`);
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    // a screen of the merchant groups: the provider's administrator is told it is not for them
    await page.goto(`${browser.baseUrl}/loyalty/clients/client/info`);
    await page.getByText('No tiene permisos para ver esta página.').waitFor();
    await page.goto(`${browser.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Panel Administrativo' }).waitFor();
    await page.context().close();
  });

  it("a merchant's user typing a provider screen is told it is not for them, and no refused call is made", async () => {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 403 && refused.push(response.url()));
    await signInToHome(page, browser.baseUrl, 'comercio@demo.cr');
    for (const path of ['/banks', '/merchants/5/tariffs', '/reports/merchant-payment']) {
      await page.goto(`${browser.baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Acceso denegado', level: 1 }).waitFor();
      await page.getByText('No tiene permisos para ver esta página.').waitFor();
    }
    await page.goto(`${browser.baseUrl}/sections`);
    await page.getByRole('heading', { name: 'Secciones', level: 1 }).waitFor();
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('a forged stored token sends the user to /login', async () => {
    const page = await browser.signedInPage('admin@demo.cr');
    await page.evaluate(() => localStorage.setItem('token', 'forged.token'));
    await page.goto(`${browser.baseUrl}/banks`);
    await untilSignInPage(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});

describe('temporary password', () => {
  it('forces the change, enforces the policy, then signs in with the new password', async () => {
    const page = await browser.newPage();
    await signIn(page, browser.baseUrl, 'temporal@demo.cr');
    await page.waitForURL(/\/change-password$/);
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    await page.getByText('Recomendaciones de seguridad').waitFor();
    expect(await englishOn(page)).toEqual([]);
    const change = page.getByRole('button', { name: 'Cambiar' });
    expect(await change.isDisabled()).toBe(true);
    await page.getByLabel('Contraseña actual', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva#2026');
    await page.getByLabel('Confirmar contraseña nueva', { exact: true }).fill('Nueva#2027');
    await change.click();
    await page.getByText('La contraseña nueva y la confirmación no coinciden').waitFor();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('debil');
    await page.getByLabel('Confirmar contraseña nueva', { exact: true }).fill('debil');
    await change.click();
    await page.getByText('La contraseña no cumple los requisitos mínimos.').waitFor();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva#2026');
    await page.getByLabel('Confirmar contraseña nueva', { exact: true }).fill('Nueva#2026');
    await change.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Se ha cambiado la contraseña correctamente.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await untilSignInPage(page);
    await signInToHome(page, browser.baseUrl, 'temporal@demo.cr', 'Nueva#2026');
    expect(browser.errors).toEqual([]);
    await page.context().close();
  });
});
