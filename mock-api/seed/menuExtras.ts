import type { AllergenCode, DietCode } from '../../src/domain/dietaryTags';
import type { MenuSlot } from '../../src/domain/menuHours';

/**
 * What the menu extras add to the demo menus (mock-api/seed/menuCatalog.ts), by Spanish name: English
 * names and short descriptions as a bilingual Costa Rican menu prints them (a dish known by its
 * Spanish name keeps it, with an English description), allergens and diets. Names left out have
 * no English text: the QR menu shows the Spanish there.
 */

/** [English name, English short description, allergens, diets] */
type Extras = [string, string, AllergenCode[], DietCode[]];

export const PRODUCT_EXTRAS: Record<string, Extras> = {
  // La Casona
  'Gallo pinto con huevo': ['Gallo pinto with egg', 'Rice and beans, egg your way and tortilla', ['egg'], ['vegetarian', 'glutenFree']],
  'Desayuno típico completo': ['Full Costa Rican breakfast', 'Gallo pinto, eggs, sour cream, cheese and plantain', ['egg', 'milk'], ['vegetarian', 'glutenFree']],
  'Pinto con natilla y plátano': ['Gallo pinto with sour cream and plantain', 'The classic combination', ['milk'], ['vegetarian', 'glutenFree']],
  'Tortilla con queso': ['Cheese tortilla', 'Hand-made corn tortilla with fresh cheese', ['milk'], ['vegetarian', 'glutenFree']],
  'Empanada de queso': ['Cheese empanada', 'Fried corn dough filled with cheese', ['milk'], ['vegetarian']],
  'Omelette de jamón y queso': ['Ham and cheese omelette', 'Three eggs, ham and cheese', ['egg', 'milk'], ['glutenFree']],
  Natilla: ['Sour cream', 'A portion of fresh natilla', ['milk'], ['vegetarian', 'glutenFree']],
  'Plátano maduro frito': ['Fried sweet plantain', 'Three slices', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Queso frito': ['Fried cheese', 'Grilled Turrialba cheese', ['milk'], ['vegetarian', 'glutenFree']],
  Aguacate: ['Avocado', 'Half an avocado with salt', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Casado con pollo': ['Casado with chicken', 'Grilled chicken breast', [], ['glutenFree']],
  'Casado con bistec encebollado': ['Casado with steak and onions', 'Beef steak with onions', [], ['glutenFree']],
  'Casado con pescado': ['Casado with fish', 'Breaded sea bass fillet', ['fish', 'gluten', 'egg'], []],
  'Casado vegetariano': ['Vegetarian casado', 'With chickpea patties', ['gluten', 'egg'], ['vegetarian']],
  'Casado con chuleta': ['Casado with pork chop', 'Smoked pork chop', [], ['glutenFree']],
  'Huevo frito': ['Fried egg', 'One egg your way', ['egg'], ['vegetarian', 'glutenFree']],
  'Picadillo de papa': ['Potato hash', 'Extra portion', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Ensalada extra': ['Extra salad', 'Cabbage, tomato and lime', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Arroz con camarones': ['Rice with shrimp', 'Shrimp sautéed with annatto', ['crustaceans'], ['glutenFree']],
  'Filete de corvina al ajillo': ['Garlic sea bass fillet', 'With potatoes and salad', ['fish', 'milk'], ['glutenFree']],
  'Ceviche de corvina': ['Sea bass ceviche', 'Lime, cilantro and red onion', ['fish'], ['glutenFree', 'spicy']],
  'Ceviche de camarón': ['Shrimp ceviche', 'Cooked and marinated shrimp', ['crustaceans'], ['glutenFree', 'spicy']],
  'Ceviche mixto': ['Mixed ceviche', 'Fish, shrimp and octopus', ['fish', 'crustaceans', 'molluscs'], ['glutenFree', 'spicy']],
  'Olla de carne': ['Beef and vegetable soup', 'Beef soup with cassava, chayote and corn', ['celery'], ['glutenFree']],
  'Sopa negra': ['Black bean soup', 'Black beans with hard-boiled egg', ['egg', 'celery'], ['vegetarian', 'glutenFree']],
  'Arroz con pollo': ['Chicken and rice', 'With potato chips and salad', [], []],
  Chifrijo: ['Chifrijo', 'Rice, beans, pork cracklings and pico de gallo', [], ['glutenFree', 'spicy']],
  'Patacones con frijoles molidos': ['Patacones with bean dip', 'Six fried green plantains', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Fresco de cas': ['Cas fruit drink', 'With water, lightly sweetened', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Fresco de mora en leche': ['Blackberry milkshake', 'Blended blackberries with milk', ['milk'], ['vegetarian', 'glutenFree']],
  'Limonada con hierbabuena': ['Mint lemonade', 'Mandarin lime and mint', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Agua de pipa': ['Fresh coconut water', 'A whole chilled coconut', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Café chorreado': ['Drip coffee', 'A cup of black coffee', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Café con leche': ['Coffee with milk', 'Large cup', ['milk'], ['vegetarian', 'glutenFree']],
  'Chocolate caliente': ['Hot chocolate', 'With whole milk', ['milk'], ['vegetarian', 'glutenFree']],
  'Agua dulce': ['Agua dulce', 'Raw cane sugar in hot water', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Cerveza Imperial': ['Imperial beer', '350 ml bottle', ['gluten'], ['vegan']],
  'Cerveza Pilsen': ['Pilsen beer', '350 ml bottle', ['gluten'], ['vegan']],
  'Guaro sour': ['Guaro sour', 'Cacique guaro, lime and sugar', [], ['vegan', 'glutenFree']],
  'Tres leches': ['Tres leches cake', 'A generous slice', ['gluten', 'egg', 'milk'], ['vegetarian']],
  'Arroz con leche': ['Rice pudding', 'With cinnamon and raisins', ['milk'], ['vegetarian', 'glutenFree']],
  'Flan de coco': ['Coconut flan', 'With caramel', ['egg', 'milk'], ['vegetarian', 'glutenFree']],
  'Tamal asado': ['Baked corn cake', "Grandmother's recipe", ['milk', 'egg'], ['vegetarian', 'glutenFree']],
  'Cajeta de leche': ['Milk fudge', 'Two pieces', ['milk'], ['vegetarian', 'glutenFree']],
  'Café molido Tarrazú 340 g': ['Tarrazú ground coffee 340 g', 'Medium roast', [], ['vegan']],
  'Café en grano de la casa 500 g': ['House coffee beans 500 g', 'Tarrazú, dark roast', [], ['vegan']],
  'Chilero de la casa 250 ml': ['House chilero 250 ml', 'Onion, Panamanian chili and green beans pickled in vinegar', [], ['vegan']],
  'Salsa picante de Doña Ana 150 ml': ["Doña Ana's hot sauce 150 ml", 'Panamanian chili and carrot', [], ['vegan']],
  'Almuerzo para eventos (por persona)': ['Lunch for events (per person)', 'Casado or rice with chicken, natural drink and dessert', [], []],
  'Libro «La cocina de Doña Ana»': ['Book: «La cocina de Doña Ana»', 'One hundred Costa Rican recipes (in Spanish)', [], []],
  'Clase de cocina tica (2 horas)': ['Costa Rican cooking class (2 hours)', 'For one person', [], []],
  // Soda El Guanacasteco
  'Gallo pinto guanacasteco': ['Guanacaste gallo pinto', 'With egg, sour cream and tortilla', ['egg', 'milk'], ['vegetarian', 'glutenFree']],
  'Tortilla de queso con natilla': ['Cheese tortilla with sour cream', 'Hand-made tortilla with cheese', ['milk'], ['vegetarian', 'glutenFree']],
  Rosquillas: ['Rosquillas', 'Corn and cheese rings, bag of eight', ['milk'], ['vegetarian', 'glutenFree']],
  'Empanada de chicharrón': ['Pork crackling empanada', 'Freshly fried', [], []],
  'Huevos rancheros': ['Huevos rancheros', 'On a tortilla, with salsa', ['egg'], ['vegetarian', 'glutenFree', 'spicy']],
  'Café de palo': ['Sock-brewed coffee', 'Brewed in a cloth filter', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Agua dulce con leche': ['Agua dulce with milk', 'Large cup', ['milk'], ['vegetarian', 'glutenFree']],
  Chicheme: ['Chicheme', 'Purple corn drink', ['milk'], ['vegetarian', 'glutenFree']],
  'Arroz de maíz': ['Corn rice', 'With annatto hen', [], ['glutenFree']],
  'Sopa de albóndigas': ['Meatball soup', 'With hard-boiled egg', ['egg', 'gluten'], []],
  'Chorreadas con natilla': ['Corn pancakes with sour cream', 'Two sweet-corn chorreadas', ['milk', 'egg', 'gluten'], ['vegetarian']],
  'Gallina achiotada': ['Annatto hen', 'With rice and salad', [], ['glutenFree']],
  'Casado de res en salsa': ['Casado with beef in sauce', 'Beef in tomato sauce', ['celery'], ['glutenFree']],
  'Casado de pollo frito': ['Casado with fried chicken', 'Thigh and drumstick', ['gluten'], []],
  'Casado de huevo': ['Casado with eggs', 'Two fried eggs', ['egg'], ['vegetarian', 'glutenFree']],
  'Patacones con guacamole': ['Patacones with guacamole', 'Four fried green plantains', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Tacos ticos': ['Costa Rican tacos', 'Three tacos with cabbage', ['gluten', 'mustard'], ['spicy']],
  'Ceviche de pescado': ['Fish ceviche', 'With crackers', ['fish', 'gluten'], ['spicy']],
  'Calamares fritos': ['Fried squid', 'With house sauce', ['molluscs', 'gluten', 'egg', 'mustard'], []],
  Horchata: ['Horchata', 'Rice and cinnamon drink', ['peanut'], ['vegan', 'vegetarian', 'glutenFree']],
  Pinolillo: ['Pinolillo', 'Toasted corn and cacao drink', ['milk'], ['vegetarian', 'glutenFree']],
  'Agua embotellada': ['Bottled water', '600 ml bottle', [], ['vegan', 'vegetarian', 'glutenFree']],
  'Cajeta de coco': ['Coconut fudge', 'One piece', ['milk', 'nuts'], ['vegetarian', 'glutenFree']],
  'Sopa borracha': ['Rum-soaked cake', 'Sponge cake in syrup', ['gluten', 'egg', 'sulphites'], ['vegetarian']],
  'Pan de maíz': ['Corn bread', 'A baked slice', ['milk', 'egg'], ['vegetarian', 'glutenFree']],
};

/** English names of the demo menus, by Spanish name. */
export const MENU_NAMES_EN: Record<string, string> = {
  Desayunos: 'Breakfast',
  Acompañamientos: 'Sides',
  'Almuerzos y cenas': 'Lunch and dinner',
  Casados: 'Casados (set plates)',
  'Extras del casado': 'Casado extras',
  'Del mar': 'From the sea',
  Ceviches: 'Ceviches',
  'Platos de la casa': 'House specials',
  Bebidas: 'Drinks',
  Naturales: 'Fresh fruit drinks',
  Calientes: 'Hot drinks',
  'Con licor': 'Beer and cocktails',
  Postres: 'Desserts',
  'Tienda de la Casona': 'La Casona shop',
  Servicios: 'Services',
  'Bebidas del desayuno': 'Breakfast drinks',
  Comidas: 'Meals',
  'Platos típicos': 'Traditional dishes',
  Porciones: 'Sides',
  Bocas: 'Bar snacks',
  'Bocas de mar': 'Seafood snacks',
  Refrescos: 'Cold drinks',
  Pulpería: 'Corner shop',
};

/** The demo menus' descriptions in English, by their Spanish text. */
export const MENU_DESCRIPTIONS_EN: Record<string, string> = {
  'Servidos de 7 a 11 de la mañana': 'Served from 7 to 11 in the morning',
  'Para agregar al desayuno': 'To add to your breakfast',
  'Cocina tica de la casa': 'Home-style Costa Rican cooking',
  'Arroz, frijoles, ensalada, picadillo y plátano': 'Rice, beans, salad, picadillo and plantain',
  'Para completar el plato': 'To complete the plate',
  'Pescado y mariscos frescos de Puntarenas': 'Fresh fish and seafood from Puntarenas',
  'Acompañados de galletas y patacones': 'Served with crackers and patacones',
  'Recetas de Doña Ana': "Doña Ana's recipes",
  'Frías y calientes': 'Cold and hot',
  'Frescos hechos al momento': 'Fresh drinks made to order',
  'Café de Tarrazú chorreado': 'Tarrazú coffee, drip-brewed',
  'Solo para mayores de 18 años': 'Only for those over 18',
  'Dulces caseros': 'Homemade sweets',
  'Para llevar a casa': 'To take home',
  'Con reservación': 'By reservation',
  'De lunes a viernes, de 6 a 11 de la mañana': 'Monday to Friday, 6 to 11 in the morning',
  'Calientes o frías': 'Hot or cold',
  'Sabores de la pampa': 'Flavours of the Guanacaste plains',
  'Cocina de leña': 'Cooked over a wood fire',
  'Para acompañar': 'On the side',
  'Arroz, frijoles, ensalada y plátano': 'Rice, beans, salad and plantain',
  'Para compartir': 'To share',
  'Del golfo de Nicoya': 'From the Gulf of Nicoya',
  'Bien fríos': 'Ice cold',
  'Dulces de Guanacaste': 'Sweets from Guanacaste',
  'Para llevar': 'To take away',
};

/**
 * The hours of a demo menu, by the menu's place in its restaurant's written menu. The Soda's
 * breakfast is served Monday to Friday 6:00–11:00 (its written description says so); the Casona's
 * breakfast stays on all day, so the demo always has a menu to order from.
 */
export const SODA_BREAKFAST_HOURS: MenuSlot[] = [{ days: [1, 2, 3, 4, 5], from: '06:00', to: '11:00' }];
