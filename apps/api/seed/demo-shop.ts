import { login } from '@dukani/contracts';
import {
  addCategory,
  addCustomer,
  addProduct,
  addService,
  callRoute,
  cashSale,
  closeRegister,
  createOwner,
  openRegister,
  postSale,
  type SaleLine,
  type Transport,
} from '@dukani/test-factories';

/** The demo owner: fixed so that a second run finds the shop instead of building another. */
export const DEMO_PHONE = '+254700100200';
export const DEMO_PASSWORD = 'demo1234';

export interface DemoSize {
  products: number;
  customers: number;
  salesPerDay: number;
  days: number;
}
export const FULL_DEMO: DemoSize = { products: 200, customers: 12, salesPerDay: 8, days: 14 };

export type SeedOutcome = { seeded: false } | { seeded: true; products: number; services: number; customers: number; sales: number };

const CATEGORIES: Record<string, string[]> = {
  'Flour & Grains': ['Maize Flour 2kg', 'Wheat Flour 2kg', 'Rice 1kg', 'Ugali Mix 1kg', 'Green Grams 1kg'],
  Beverages: ['Ketepa Tea 100g', 'Coffee 200g', 'Soda 500ml', 'Juice 1L', 'Water 1L'],
  'Dairy & Eggs': ['Milk 500ml', 'Yoghurt 250ml', 'Eggs Tray', 'Butter 250g', 'Cheese 200g'],
  Household: ['Bar Soap', 'Detergent 1kg', 'Tissue 10-pack', 'Matches', 'Candles 6-pack'],
  'Personal Care': ['Toothpaste 100ml', 'Body Lotion 400ml', 'Shampoo 250ml', 'Petroleum Jelly', 'Razor Blades'],
  Snacks: ['Biscuits 200g', 'Crisps 100g', 'Groundnuts 250g', 'Sweets Jar', 'Chocolate Bar'],
  'Cooking Oil & Fats': ['Cooking Oil 1L', 'Cooking Oil 3L', 'Cooking Fat 500g', 'Margarine 250g', 'Salt 1kg'],
  Stationery: ['Exercise Book', 'Ball Pen', 'Pencil', 'Ruler', 'Envelope Pack'],
};
const SERVICES = [
  { name: 'Phone Charging', sellingPrice: 20 },
  { name: 'Home Delivery', sellingPrice: 100 },
  { name: 'Photocopy (page)', sellingPrice: 5 },
];
const CUSTOMER_NAMES = [
  'Wanjiku Kamau',
  'Otieno Odhiambo',
  'Achieng Atieno',
  'Kiprono Kirui',
  'Muthoni Njeri',
  'Baraka Mwangi',
  'Zawadi Hassan',
  'Juma Omondi',
  'Faith Chebet',
  'Peter Kariuki',
  'Grace Wambui',
  'Daniel Mutua',
];

/** A small deterministic random source, so that two seeds of the same size look alike. */
function randomFrom(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

/** Sign in as the demo owner if the shop exists already. */
async function existingShop(transport: Transport) {
  const response = await callRoute(transport, login, {
    body: { countryCode: 'KE', username: DEMO_PHONE, password: DEMO_PASSWORD, platform: 'Web', trustThisDevice: true },
  });
  return response.status === 200;
}

/**
 * Builds the demo shop through the routes, as the back office and the till would. Sales of past days carry their
 * own transactionDate (K1 takes one), so their payments, stock movements and credit entries are dated with them;
 * today's sales go through a register session that is then closed.
 */
export async function seedDemoShop(transport: Transport, size: DemoSize = FULL_DEMO, log: (line: string) => void = () => {}): Promise<SeedOutcome> {
  if (await existingShop(transport)) return { seeded: false };
  const owner = await createOwner(transport, {
    phone: DEMO_PHONE,
    password: DEMO_PASSWORD,
    businessName: 'Mama Njeri Duka',
    firstName: 'Njeri',
    lastName: 'Wanjiku',
  });
  log('owner signed up');
  const random = randomFrom(42);

  const catalog: { id: number; sellingPrice: number }[] = [];
  const categoryNames = Object.keys(CATEGORIES);
  const categoryIds: number[] = [];
  for (const name of categoryNames) categoryIds.push((await addCategory(transport, owner, name)).id);
  for (let i = 0; i < size.products; i++) {
    const c = i % categoryNames.length;
    const names = CATEGORIES[categoryNames[c]!]!;
    const base = names[Math.floor(i / categoryNames.length) % names.length]!;
    const round = Math.floor(i / (categoryNames.length * names.length));
    const buyingPrice = 20 + random(40) * 10;
    const product = await addProduct(transport, owner, {
      name: round === 0 ? base : `${base} (${['Brand A', 'Brand B', 'Brand C', 'Brand D', 'Brand E'][round % 5]}${round >= 5 ? ` ${round}` : ''})`,
      categoryId: categoryIds[c]!,
      buyingPrice,
      sellingPrice: Math.round(buyingPrice * 1.25),
      quantity: 40 + random(160),
      lowstock: 10,
    });
    catalog.push({ id: product.id, sellingPrice: product.sellingPrice });
  }
  log(`${catalog.length} products`);
  for (const service of SERVICES) await addService(transport, owner, service);

  const customerIds: number[] = [];
  for (let i = 0; i < size.customers; i++) {
    const [firstName, lastName] = CUSTOMER_NAMES[i % CUSTOMER_NAMES.length]!.split(' ');
    customerIds.push((await addCustomer(transport, owner, { firstName, lastName, phoneNumber: `07${String(11_000_000 + i * 7).slice(0, 8)}` })).id);
  }
  log(`${customerIds.length} customers`);

  const linesOf = (): SaleLine[] => {
    const count = 1 + random(4);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, catalog.length)) chosen.add(random(catalog.length));
    return [...chosen].map((index) => ({ productId: catalog[index]!.id, quantity: 1 + random(3), calcPrice: catalog[index]!.sellingPrice }));
  };
  let sales = 0;
  const sell = async (transactionDate?: string) => {
    const lines = linesOf();
    const sale = cashSale(owner, lines, transactionDate ? { transactionDate } : {});
    // Every fifth sale is on credit to a customer: the customers' book shows who owes.
    if (sales % 5 === 4 && customerIds.length > 0) {
      Object.assign(sale, {
        customerId: customerIds[random(customerIds.length)]!,
        paymentSummary: [{ paymentValue: 'PayLater', amount: 0 }],
        totalPaid: 0,
        balance: sale.totalPaid,
      });
    }
    const response = await postSale(transport, owner, sale);
    if (response.status !== 200) throw new Error(`A demo sale was refused: ${JSON.stringify(response.body)}`);
    sales += 1;
    return response.body.result!;
  };
  const now = Date.now();
  for (let day = size.days - 1; day >= 1; day--) {
    for (let n = 0; n < size.salesPerDay; n++) {
      // Shop hours, 08:00–19:00 East Africa time (UTC+3).
      const at = new Date(now - day * 86_400_000);
      at.setUTCHours(5 + Math.floor((n * 11) / size.salesPerDay), random(60), 0, 0);
      await sell(at.toISOString());
    }
  }
  const session = await openRegister(transport, owner, 2000, 'Demo: morning float');
  let cashTaken = 0;
  for (let n = 0; n < size.salesPerDay; n++) {
    const sale = await sell();
    if (sale.balance <= 0) cashTaken += sale.totalPaid;
  }
  await closeRegister(transport, owner, session.id, 2000 + cashTaken, 'Demo: counted at closing');
  log(`${sales} sales, register closed`);
  return { seeded: true, products: catalog.length, services: SERVICES.length, customers: customerIds.length, sales };
}
