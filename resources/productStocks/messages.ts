export const productStockMessages = {
  resources: {
    productStocks: {
      name: 'Receta |||| Recetas',
      delete_question: '¿Quitar %{name} de la receta?',
      list_title: 'Receta del producto',
      list_title_of: 'Receta de %{product}',
      create_title: 'Agregar inventario a la receta',
      edit_title: 'Actualizar inventario de la receta',
      empty: 'Este producto no tiene inventario asociado.',
      no_product: 'Elija un producto en Menú y productos para ver su receta.',
      fields: {
        product: 'Producto',
        productId: 'Producto',
        'stock.name': 'Nombre',
        stockId: 'Producto de inventario',
        quantity: 'Cantidad',
        unit: 'Unidad',
      },
    },
  },
};
