/**
 * The sign-in page's texts. Kept apart from the admin's catalogue (which includes them as `login`)
 * because the sign-in page renders before the catalogue and react-admin have loaded.
 */
export const loginMessages = {
  title: 'Iniciar sesión',
  subtitle: 'Portal de Comercios',
  user: 'Usuario',
  user_placeholder: 'correo@empresa.cr',
  password: 'Contraseña',
  show_password: 'Mostrar contraseña',
  hide_password: 'Ocultar contraseña',
  remember: 'Recordar usuario',
  forgot: '¿Olvidó su contraseña?',
  submit: 'Iniciar sesión',
  checking: 'Verificando...',
  forgot_title: 'Recuperar contraseña',
  forgot_no: 'No',
  forgot_yes: 'Sí',
  forgot_confirm: 'Se enviará un correo a %{user} para restablecer su contraseña. ¿Desea continuar?',
  idle_signed_out: 'Su sesión se cerró por inactividad. Ingrese de nuevo para continuar.',
  // the app shell's (src/layout/appShell.ts), shown before the catalogue has loaded too
  loading_portal: 'Cargando el portal…',
};
