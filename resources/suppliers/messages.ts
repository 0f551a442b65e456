import { floorMessages } from '../../src/domain/floorMessages';

export const supplierMessages = {
  resources: {
    suppliers: {
      name: 'Proveedor |||| Proveedores',
      delete_question: '¿Eliminar el proveedor %{name}?',
      list_title: 'Proveedores',
      create_title: 'Crear proveedor',
      edit_title: 'Actualizar proveedor',
      empty: 'No existen proveedores.',
      created: floorMessages.supplierCreated,
      updated: floorMessages.supplierUpdated,
      legal_id_types: { 1: 'Cédula física', 2: 'Cédula jurídica', 3: 'DIMEX', 4: 'NITE' },
      helpers: {
        legalId: 'Física 9 dígitos, jurídica 10, DIMEX 11 o 12, NITE 10; con o sin guiones.',
      },
      fields: {
        serviceTypeId: 'Tipo de servicio',
        name: 'Nombre',
        legalIdType: 'Tipo de identificación',
        legalId: 'Identificación',
        phone: 'Teléfono',
        mobile: 'Celular',
        email: 'Correo',
        contact: 'Contacto',
        address: 'Dirección',
      },
    },
  },
};
