/**
 * Goods or services, by the CABYS code: the catalogue's sections 0 to 4 are goods, 5 to 9 services
 * (../shared/data/cabys/categories-1.tsv: 5 construction, 6 distribution, lodging, food and drink
 * serving and transport, 7 financial, 8 business, 9 community and personal services). A restaurant
 * meal (6331…) is a service, a book (3229…) a good. v4.4 itself reads services by their CABYS code
 * (TotalServNoSujeto: 'cuando se seleccionen códigos CAByS que correspondan a un servicio').
 */
export const isServiceCabys = (cabysCode: string) => /^[5-9]/.test(cabysCode);
