import { providerMessages } from '../../src/domain/providerMessages';

export const userMessages = {
  resources: {
    users: {
      name: 'Usuario |||| Usuarios',
      delete_question: '¿Eliminar el usuario %{name}?',
      list_title: 'Usuarios',
      create_title: 'Crear usuario',
      edit_title: 'Actualizar usuario',
      empty: 'No existen usuarios.',
      created: providerMessages.userCreated,
      updated: providerMessages.userUpdated,
      required_hint: providerMessages.requiredFields,
      tabs: { label: 'Grupo de usuarios', 3: 'Banco', 4: 'Portal', 2: 'Operadores' },
      // group names as the screens say them (the API's are Administrator, Operadores, Backoffice, Comercio)
      groups: { 1: 'Administrador', 2: 'Operadores', 3: 'Banco', 4: 'Comercio' },
      yes_no: { yes: 'Sí', no: 'No' },
      suggestions: 'Alternativas disponibles:',
      suggestion_pick: 'Usar %{username}',
      details: {
        button: 'Detalles',
        title: 'Detalles del usuario',
        token: 'Token del usuario',
      },
      helpers: {
        locked: 'No se puede cambiar una vez creado el usuario.',
        temporary_password: 'El usuario recibirá por correo una contraseña temporal y deberá cambiarla al ingresar.',
      },
      // the list's column header is the spec's text (docs/spec-reference.md §2: Usuario, Nombre, Email, Grupo…); the form says what the other forms say
      columns: { email: 'Email' },
      fields: {
        username: 'Usuario',
        name: 'Nombre',
        fullName: 'Nombre',
        lastname: 'Apellidos',
        email: 'Correo electrónico',
        group_id: 'Grupo',
        merchant_id: 'Comercio',
        merchantName: 'Comercio',
        bank_id: 'Banco',
        bankName: 'Banco',
        cashRegister: 'Permiso de apertura y cierre de caja',
      },
    },
  },
};
