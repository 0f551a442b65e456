import type { MenuSlot } from '../../src/domain/menuHours';
import { SODA_BREAKFAST_HOURS } from './menuExtras';
/**
 * The demo restaurants' menus, written out: three levels of menus and 40+ products each, priced
 * in colones, each with a real CABYS code of mock-api/cabys/cabys.tsv, its published description
 * and IVA rate (13 % general; 2 % education; 1 % basic-basket food; 0 % exempt). Beside its dishes
 * a restaurant sells what a Costa Rican restaurant sells to take home: its coffee, its chilero and
 * hot sauce, tortillas, its recipe book. tests/unit/seedCabys.test.ts proves each one is in the catalogue.
 */

export interface TaxClass {
  cabysCode: string;
  cabysDetails: string;
  tax: number;
}

export const TAX_CLASSES = {
  dish: { cabysCode: '6331000000000', cabysDetails: 'Suministro de comida, servicio de restaurante con mesero', tax: 13 },
  drink: { cabysCode: '6340002029900', cabysDetails: 'Bebidas frías, sin alcohol, vendidas en restaurantes, bares y establecimientos similares, n.c.p.', tax: 13 },
  coffee: { cabysCode: '6340001000100', cabysDetails: 'Café caliente, vendido en restaurantes, bares y establecimientos similares', tax: 13 },
  beer: { cabysCode: '6340002010100', cabysDetails: 'Cerveza nacional embotellada o no, vendida en restaurantes, bares y establecimientos similares', tax: 13 },
  liquor: { cabysCode: '6340002010400', cabysDetails: 'Bebida compuesta de una mezcla de licores con ingredientes adicionales (cóctel), vendida en restaurantes, bares y establecimientos similares', tax: 13 },
  dessert: { cabysCode: '2343000000000', cabysDetails: 'Productos de pastelería y queques', tax: 13 },
  groundCoffee: { cabysCode: '2391100020100', cabysDetails: 'Café tostado, sin descafeinar', tax: 1 },
  rice: { cabysCode: '2316100000100', cabysDetails: 'Arroz blanco, fortificado sin ningún ingrediente adicional', tax: 1 },
  beans: { cabysCode: '0170102000500', cabysDetails: 'Frijoles rojos, secos', tax: 1 },
  tortillas: { cabysCode: '2349001010100', cabysDetails: 'Tortillas de harina de maíz frescas', tax: 1 },
  eggs: { cabysCode: '0231200000000', cabysDetails: 'Huevos de gallina con cáscara, frescos', tax: 1 },
  cheese: { cabysCode: '2225101010200', cabysDetails: 'Queso tipo Turrialba fresco, en barra o bloque', tax: 1 },
  pickles: { cabysCode: '2134000001000', cabysDetails: 'Mezcla de vegetales u hortalizas, preparadas o conservadas en vinagre o ácido acético', tax: 13 },
  hotSauce: { cabysCode: '2399501000500', cabysDetails: 'Salsas picantes, sin tomate', tax: 13 },
  catering: { cabysCode: '6339100000000', cabysDetails: 'Servicios de suministro de comida por encargo para eventos "catering service"', tax: 13 },
  education: { cabysCode: '9291900009900', cabysDetails: 'Servicios de educación y capacitación, n.c.p.', tax: 2 },
  book: { cabysCode: '3229900009900', cabysDetails: 'Libros impresos, n.c.p.', tax: 0 },
} satisfies Record<string, TaxClass>;

export type TaxKind = keyof typeof TAX_CLASSES;

/** The illustrations under /menu-images/ (public/menu-images/*.svg). */
export type Picture = 'plate' | 'breakfast' | 'cup' | 'glass' | 'bottle' | 'dessert' | 'bowl' | 'fish' | 'empanada' | 'bag' | 'book';

/** [name, short description, price in colones, tax class, picture (none: the QR menu shows no picture)] */
export type ProductSpec = [string, string, number, TaxKind, Picture?];

export interface MenuSpec {
  name: string;
  description: string;
  /** The hours it is served (none: always). */
  hours?: MenuSlot[];
  products?: ProductSpec[];
  submenus?: MenuSpec[];
}

export const CASONA_MENU: MenuSpec[] = [
  {
    name: 'Desayunos',
    description: 'Servidos de 7 a 11 de la mañana',
    products: [
      ['Gallo pinto con huevo', 'Pinto, huevo al gusto y tortilla', 3200, 'dish', 'breakfast'],
      ['Desayuno típico completo', 'Pinto, huevos, natilla, queso y plátano', 4500, 'dish', 'breakfast'],
      ['Pinto con natilla y plátano', 'La combinación de siempre', 3800, 'dish', 'breakfast'],
      ['Tortilla con queso', 'Tortilla palmeada con queso tierno', 2200, 'dish', 'empanada'],
      ['Empanada de queso', 'Masa de maíz frita, rellena de queso', 1500, 'dish', 'empanada'],
      ['Omelette de jamón y queso', 'Tres huevos, jamón y queso', 3600, 'dish'],
    ],
    submenus: [
      {
        name: 'Acompañamientos',
        description: 'Para agregar al desayuno',
        products: [
          ['Natilla', 'Porción de natilla fresca', 600, 'dish'],
          ['Plátano maduro frito', 'Tres tajadas', 900, 'dish'],
          ['Queso frito', 'Queso Turrialba a la plancha', 1200, 'dish'],
          ['Aguacate', 'Medio aguacate con sal', 800, 'dish'],
        ],
      },
    ],
  },
  {
    name: 'Almuerzos y cenas',
    description: 'Cocina tica de la casa',
    submenus: [
      {
        name: 'Casados',
        description: 'Arroz, frijoles, ensalada, picadillo y plátano',
        products: [
          ['Casado con pollo', 'Pechuga a la plancha', 4800, 'dish', 'plate'],
          ['Casado con bistec encebollado', 'Bistec de res con cebolla', 5200, 'dish', 'plate'],
          ['Casado con pescado', 'Filete de corvina empanizado', 5500, 'dish', 'fish'],
          ['Casado vegetariano', 'Con tortas de garbanzo', 4300, 'dish', 'plate'],
          ['Casado con chuleta', 'Chuleta de cerdo ahumada', 5000, 'dish', 'plate'],
        ],
        submenus: [
          {
            name: 'Extras del casado',
            description: 'Para completar el plato',
            products: [
              ['Huevo frito', 'Un huevo al gusto', 500, 'dish'],
              ['Picadillo de papa', 'Porción extra', 700, 'dish'],
              ['Ensalada extra', 'Repollo, tomate y limón', 800, 'dish'],
            ],
          },
        ],
      },
      {
        name: 'Del mar',
        description: 'Pescado y mariscos frescos de Puntarenas',
        products: [
          ['Arroz con camarones', 'Camarones salteados con achiote', 6800, 'dish', 'plate'],
          ['Filete de corvina al ajillo', 'Con papas y ensalada', 7500, 'dish', 'fish'],
          ['Ceviche de corvina', 'Limón, culantro y cebolla morada', 4200, 'dish', 'bowl'],
        ],
        submenus: [
          {
            name: 'Ceviches',
            description: 'Acompañados de galletas y patacones',
            products: [
              ['Ceviche de camarón', 'Camarón cocido y marinado', 5200, 'dish', 'bowl'],
              ['Ceviche mixto', 'Pescado, camarón y pulpo', 5800, 'dish', 'bowl'],
            ],
          },
        ],
      },
      {
        name: 'Platos de la casa',
        description: 'Recetas de Doña Ana',
        products: [
          ['Olla de carne', 'Sopa de res con yuca, chayote y elote', 5900, 'dish', 'bowl'],
          ['Sopa negra', 'Frijoles negros con huevo duro', 3500, 'dish', 'bowl'],
          ['Arroz con pollo', 'Con papas tostadas y ensalada', 4600, 'dish', 'plate'],
          ['Chifrijo', 'Arroz, frijoles, chicharrón y pico de gallo', 4200, 'dish', 'bowl'],
          ['Patacones con frijoles molidos', 'Seis patacones', 3300, 'dish'],
        ],
      },
    ],
  },
  {
    name: 'Bebidas',
    description: 'Frías y calientes',
    submenus: [
      {
        name: 'Naturales',
        description: 'Frescos hechos al momento',
        products: [
          ['Fresco de cas', 'En agua, con poco azúcar', 1300, 'drink', 'glass'],
          ['Fresco de mora en leche', 'Batido de mora', 1600, 'drink', 'glass'],
          ['Limonada con hierbabuena', 'Limón mandarina y hierbabuena', 1500, 'drink', 'glass'],
          ['Agua de pipa', 'Pipa fría entera', 1800, 'drink'],
        ],
      },
      {
        name: 'Calientes',
        description: 'Café de Tarrazú chorreado',
        products: [
          ['Café chorreado', 'Taza de café negro', 1200, 'coffee', 'cup'],
          ['Café con leche', 'Taza grande', 1500, 'coffee', 'cup'],
          ['Chocolate caliente', 'Con leche entera', 1700, 'coffee', 'cup'],
          ['Agua dulce', 'Tapa de dulce en agua caliente', 1000, 'coffee', 'cup'],
        ],
      },
      {
        name: 'Con licor',
        description: 'Solo para mayores de 18 años',
        products: [
          ['Cerveza Imperial', 'Botella de 350 ml', 2000, 'beer', 'bottle'],
          ['Cerveza Pilsen', 'Botella de 350 ml', 2000, 'beer', 'bottle'],
          ['Guaro sour', 'Guaro Cacique, limón y azúcar', 3200, 'liquor', 'glass'],
        ],
      },
    ],
  },
  {
    name: 'Postres',
    description: 'Dulces caseros',
    products: [
      ['Tres leches', 'Porción generosa', 2400, 'dessert', 'dessert'],
      ['Arroz con leche', 'Con canela y pasas', 1800, 'dessert', 'dessert'],
      ['Flan de coco', 'Con caramelo', 2000, 'dessert', 'dessert'],
      ['Tamal asado', 'Receta de la abuela', 1900, 'dessert'],
      ['Cajeta de leche', 'Dos unidades', 900, 'dessert'],
    ],
  },
  {
    name: 'Tienda de la Casona',
    description: 'Para llevar a casa',
    products: [
      ['Café molido Tarrazú 340 g', 'Tueste medio', 4200, 'groundCoffee', 'bag'],
      ['Café en grano de la casa 500 g', 'Tarrazú, tueste oscuro', 5800, 'groundCoffee', 'bag'],
      ['Chilero de la casa 250 ml', 'Cebolla, chile panameño y vainica en vinagre', 2200, 'pickles', 'bottle'],
      ['Salsa picante de Doña Ana 150 ml', 'Chile panameño y zanahoria', 1800, 'hotSauce', 'bottle'],
      ['Frijoles negros 900 g', 'Bolsa sellada', 1650, 'beans', 'bag'],
      ['Tortillas palmeadas (10)', 'Hechas hoy', 1500, 'tortillas'],
      ['Libro «La cocina de Doña Ana»', 'Cien recetas ticas', 12000, 'book', 'book'],
    ],
    submenus: [
      {
        name: 'Servicios',
        description: 'Con reservación',
        products: [
          ['Clase de cocina tica (2 horas)', 'Para una persona', 25000, 'education'],
          ['Almuerzo para eventos (por persona)', 'Casado o arroz con pollo, fresco y postre', 6500, 'catering'],
        ],
      },
    ],
  },
];

export const GUANACASTECO_MENU: MenuSpec[] = [
  {
    name: 'Desayunos',
    description: 'De lunes a viernes, de 6 a 11 de la mañana',
    hours: SODA_BREAKFAST_HOURS,
    products: [
      ['Gallo pinto guanacasteco', 'Con huevo, natilla y tortilla', 2800, 'dish', 'breakfast'],
      ['Tortilla de queso con natilla', 'Tortilla palmeada con queso', 2300, 'dish', 'empanada'],
      ['Rosquillas', 'Bolsa de ocho', 1200, 'dish'],
      ['Tanelas', 'Dos unidades', 1000, 'dish'],
      ['Empanada de chicharrón', 'Recién frita', 1400, 'dish', 'empanada'],
      ['Huevos rancheros', 'Sobre tortilla, con salsa', 3100, 'dish', 'breakfast'],
    ],
    submenus: [
      {
        name: 'Bebidas del desayuno',
        description: 'Calientes o frías',
        products: [
          ['Café de palo', 'Chorreado en bolsita', 900, 'coffee', 'cup'],
          ['Agua dulce con leche', 'Taza grande', 1000, 'coffee', 'cup'],
          ['Chicheme', 'Bebida de maíz morado', 1300, 'drink', 'glass'],
        ],
      },
    ],
  },
  {
    name: 'Comidas',
    description: 'Sabores de la pampa',
    submenus: [
      {
        name: 'Platos típicos',
        description: 'Cocina de leña',
        products: [
          ['Arroz de maíz', 'Con gallina achiotada', 3900, 'dish', 'bowl'],
          ['Sopa de albóndigas', 'Con huevo duro', 3600, 'dish', 'bowl'],
          ['Chorreadas con natilla', 'Dos chorreadas de elote', 2500, 'dish'],
          ['Gallina achiotada', 'Con arroz y ensalada', 4800, 'dish', 'plate'],
          ['Frito guanacasteco', 'Con yuca y tortilla', 4200, 'dish', 'plate'],
        ],
        submenus: [
          {
            name: 'Porciones',
            description: 'Para acompañar',
            products: [
              ['Frijoles molidos', 'Porción', 800, 'dish'],
              ['Plátano maduro', 'Dos tajadas', 700, 'dish'],
              ['Queso Bagaces', 'Porción de queso seco', 1100, 'dish'],
            ],
          },
        ],
      },
      {
        name: 'Casados',
        description: 'Arroz, frijoles, ensalada y plátano',
        products: [
          ['Casado de res en salsa', 'Carne en salsa de tomate', 4000, 'dish', 'plate'],
          ['Casado de pollo frito', 'Muslo y contramuslo', 3800, 'dish', 'plate'],
          ['Casado de cerdo', 'Costilla de cerdo', 3900, 'dish', 'plate'],
          ['Casado de huevo', 'Dos huevos fritos', 3000, 'dish', 'plate'],
        ],
      },
      {
        name: 'Bocas',
        description: 'Para compartir',
        products: [
          ['Chicharrones', 'Con yuca y limón', 3200, 'dish'],
          ['Patacones con guacamole', 'Cuatro patacones', 2800, 'dish'],
          ['Tacos ticos', 'Tres tacos con repollo', 2600, 'dish'],
          ['Vigorón', 'Yuca, chicharrón y ensalada de repollo', 3400, 'dish', 'plate'],
        ],
        submenus: [
          {
            name: 'Bocas de mar',
            description: 'Del golfo de Nicoya',
            products: [
              ['Ceviche de pescado', 'Con galletas', 3500, 'dish', 'bowl'],
              ['Calamares fritos', 'Con salsa de la casa', 4100, 'dish', 'fish'],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Refrescos',
    description: 'Bien fríos',
    products: [
      ['Horchata', 'De arroz y canela', 1100, 'drink', 'glass'],
      ['Resbaladera', 'Arroz y cebada', 1200, 'drink', 'glass'],
      ['Fresco de tamarindo', 'En agua', 1000, 'drink', 'glass'],
      ['Pinolillo', 'Maíz tostado y cacao', 1200, 'drink', 'glass'],
      ['Agua embotellada', 'Botella de 600 ml', 800, 'drink', 'bottle'],
      ['Refresco gaseoso', 'Lata de 355 ml', 1000, 'drink', 'bottle'],
    ],
  },
  {
    name: 'Postres',
    description: 'Dulces de Guanacaste',
    products: [
      ['Cajeta de coco', 'Una unidad', 700, 'dessert'],
      ['Cuajada con tortilla', 'Cuajada fresca', 1500, 'dessert'],
      ['Arroz con leche', 'Con canela', 1300, 'dessert', 'dessert'],
      ['Sopa borracha', 'Bizcocho con almíbar', 1900, 'dessert', 'dessert'],
      ['Melcochas', 'Tres unidades', 500, 'dessert'],
      ['Pan de maíz', 'Porción horneada', 1200, 'dessert', 'dessert'],
    ],
  },
  {
    name: 'Pulpería',
    description: 'Para llevar',
    products: [
      ['Café molido 250 g', 'Tueste oscuro', 2500, 'groundCoffee', 'bag'],
      ['Queso fresco 500 g', 'De la zona', 2400, 'cheese'],
      ['Huevos (cartón de 15)', 'Huevos de granja', 2900, 'eggs'],
      ['Tortillas de maíz (10)', 'Hechas a mano', 1100, 'tortillas'],
      ['Frijoles rojos 900 g', 'Bolsa sellada', 1500, 'beans', 'bag'],
      ['Chilero guanacasteco 250 ml', 'Chile panameño en vinagre', 1900, 'pickles', 'bottle'],
    ],
  },
];
