/**
 * Texts of the restaurant floor (sections, tables, printers, waiters, suppliers, company settings)
 * that the screens and the mock API both use. docs/spec-reference.md §8's success texts are copied exactly.
 */
export const floorMessages = {
  sectionCreated: 'Sección creada correctamente.',
  sectionUpdated: 'Sección actualizada correctamente',
  sectionDeleted: 'Sección eliminada correctamente.',
  sectionHasTables: (count: number) =>
    `No se puede eliminar la sección porque tiene ${count === 1 ? '1 mesa asignada' : `${count} mesas asignadas`}. Mueva o elimine sus mesas primero.`,
  sectionStatus: 'Seleccione el estado de la sección.',
  sectionMissing: 'La sección elegida no existe.',
  sectionNameTaken: (name: string) => `Ya existe la sección «${name}».`,

  tableCreated: 'Mesa creada correctamente.',
  tableUpdated: 'Mesa actualizada correctamente',
  tableDeleted: 'Mesa eliminada correctamente.',
  tableNameTaken: (name: string) => `Ya existe la mesa «${name}».`,
  tableCodeRegenerated: 'Código QR regenerado correctamente. El código anterior ya no abre el menú.',

  printerCreated: 'Impresora creada correctamente.',
  printerUpdated: 'Impresora actualizada correctamente',
  printerDeleted: 'Impresora eliminada correctamente.',
  printerIp: 'La dirección IP no es válida (cuatro números de 0 a 255 separados por puntos, por ejemplo 192.168.1.20).',
  printerNameTaken: (name: string) => `Ya existe la impresora «${name}».`,
  printerLocation: 'Seleccione la ubicación de la impresora (Cocina, Cajas o Barra).',

  waiterCreated: 'Mesero creado correctamente.',
  waiterUpdated: 'Mesero actualizado correctamente',
  waiterDeleted: 'Mesero eliminado correctamente.',
  waiterNameTaken: (name: string) => `Ya existe el mesero «${name}».`,
  waiterUserMissing: 'El usuario elegido no existe.',
  waiterUserTaken: (name: string) => `Ese usuario ya está vinculado al mesero «${name}».`,

  supplierCreated: 'Proveedor creado correctamente.',
  supplierUpdated: 'Proveedor actualizado correctamente',
  supplierDeleted: 'Proveedor eliminado correctamente.',
  supplierServiceType: 'Seleccione un tipo de servicio válido.',
  supplierInUse: 'No se puede eliminar el proveedor porque tiene productos de inventario asociados.',
  legalIdType: 'Seleccione el tipo de identificación.',
  legalIdDigits: 'La identificación solo puede contener dígitos, guiones y espacios.',
  legalIdLength: {
    1: 'La cédula física debe tener 9 dígitos.',
    2: 'La cédula jurídica debe tener 10 dígitos.',
    3: 'El DIMEX debe tener 11 o 12 dígitos.',
    4: 'El NITE debe tener 10 dígitos.',
  } as Record<number, string>,
  phoneFormat: 'El teléfono solo puede contener dígitos, espacios, guiones y el signo + (8 a 20 caracteres).',

  configUpdated: 'Configuración actualizada correctamente',
} as const;
