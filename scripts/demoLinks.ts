import { demoTargets, DEMO_LINKS_PATH, type DemoLink, OWNER_KEY_HEADER } from '../mock-api/demoLinks';
import type { DbState } from '../mock-api/storage/records';

const asLines = (links: DemoLink[], base: string) => links.map((link) => `${link.label}: ${base}${link.path}`);

/**
 * Links into the diner app for a data file: the first tables of the demo restaurants and a
 * voucher in colones and in dollars (mock-api/demoLinks.ts). `npm start` prints these, and
 * `npm run demo-links` does for MOCK_DB.
 */
export const demoLinks = (data: DbState, base: string): string[] => asLines(demoTargets(data), base);

/**
 * `npm run demo-links`: the data file has one owner (mock-api/storage/dataFileOwner.ts). With an
 * API running on it, the links come from that API, which holds the file as it is now; while the
 * API is still creating the file, or a script holds it, this waits. With nobody on it, the script
 * takes the file itself (seeding it when missing, as the API would) and lets it go.
 */
const printDemoLinks = async () => {
  const { DEFAULT_DB, loadOrSeed } = await import('../mock-api/store');
  const { settledOwner, takeDataFile } = await import('../mock-api/storage/dataFileOwner');
  const file = process.env.MOCK_DB || DEFAULT_DB;
  const base = (process.argv[2] || `http://localhost:${process.env.PORT || 5173}`).replace(/\/+$/, '');
  for (;;) {
    const owner = await settledOwner(file);
    if (owner?.port && owner.key) {
      const response = await fetch(`http://127.0.0.1:${owner.port}${DEMO_LINKS_PATH}`, { headers: { [OWNER_KEY_HEADER]: owner.key } });
      if (!response.ok) throw new Error(`La API simulada (pid ${owner.pid}, puerto ${owner.port}) no dio los enlaces: ${response.status}`);
      return asLines(((await response.json()) as { links: DemoLink[] }).links, base);
    }
    const taken = await takeDataFile(file, 'demo-links').catch((error: unknown) => {
      // an API took the file in between: ask it instead
      if ((error as { owner?: { role?: string } }).owner?.role === 'api') return undefined;
      throw error;
    });
    if (!taken) continue;
    try {
      return demoLinks(loadOrSeed(file), base);
    } finally {
      taken.release();
    }
  }
};

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  printDemoLinks().then(
    (lines) => lines.forEach((line) => console.log(line)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
