import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives a file at `filePath` holding `code` (the file need not exist). */
const boundaryErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
};

// Each case imports a real file, so a rule that stopped resolving imports fails the 'refuses' half;
// `npm run lint` holds the code base itself to the same rule.
// On a loaded machine the first lint (loading the parser, the plugin and the resolver) takes seconds.
describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  beforeAll(() => boundaryErrors('src/domain/Probe.ts', "import { money } from './money';"), 60_000);

  it.each([
    ['public-app/src/menu/Probe.tsx', "import { httpClient } from '../../../src/providers/httpClient';", 'The diner app imports only'],
    ['public-app/src/menu/Probe.tsx', "import { Title } from '../../../src/layout/pageTitle';", 'The diner app imports only'],
    ['public-app/src/Probe.ts', "import { banks } from '../../resources/banks';", 'The diner app imports only'],
    ['public-app/src/Probe.ts', "import { store } from '../../mock-api/store';", 'The diner app imports only'],
    ['public-app/src/Probe.ts', "const load = () => import('../../src/providers/dataProvider');", 'The diner app imports only'],
    ['resources/productStocks/Probe.tsx', "import { StockList } from '../stocks/StockList';", "does not import another resource's folder"],
    ['resources/banks/Probe.ts', "export { merchants } from '../merchants';", "does not import another resource's folder"],
    ['resources/banks/Probe.ts', "import { resourceModules } from '..';", 'imported by src/App.tsx alone'],
    ['mock-api/routes/Probe.ts', "import { httpClient } from '../../src/providers/httpClient';", 'The mock API imports nothing of the admin'],
    ['mock-api/Probe.ts', "import { banks } from '../resources/banks';", 'The mock API imports nothing of the admin'],
    ['mock-api/Probe.ts', "import { createApiRequest } from '../src/providers/apiRequest';", 'The mock API imports nothing of the admin'],
    ['src/home/Probe.tsx', "import { resourceModules } from '../../resources';", 'imported by src/App.tsx alone'],
    ['src/layout/Probe.tsx', "import { banks } from '../../resources/banks';", 'src/ reaches resources/ only through the registry'],
    ['src/domain/Probe.ts', "import type { ResourceModule } from '../../resources/banks';", 'src/ reaches resources/ only through the registry'],
    ['public-app/src/Probe.tsx', "import { Button } from '@mui/material';", "stay free of the admin's UI"],
    ['src/domain/Probe.ts', "import { useGetList } from 'react-admin';", "stay free of the admin's UI"],
    ['src/domain/Probe.ts', "import { httpClient } from '../providers/httpClient';", 'they import only each other'],
    ['src/schemas/Probe.ts', "import { store } from '../../mock-api/store';", 'they import only each other'],
    ['src/providers/apiRequest.ts', "import { session } from './session';", 'The HTTP client is shared with the diner app'],
    ['src/providers/apiUrl.ts', "import { useNotify } from 'react-admin';", 'The HTTP client is shared with the diner app'],
  ])('refuses %s: %s', async (filePath, code, expected) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    ['public-app/src/Probe.ts', "import { createApiRequest } from '../../src/providers/apiRequest';\nimport { API_URL } from '../../src/providers/apiUrl';"],
    ['public-app/src/Probe.ts', "import { money } from '../../src/domain/money';\nimport { orderSchema } from '../../src/schemas/orderSchema';\nimport { texts } from './texts';\nimport { useState } from 'react';"],
    ['resources/stocks/Probe.tsx', "import { StockList } from './StockList';\nimport { ResourceList } from '../../src/components/ResourceList';"],
    ['mock-api/Probe.ts', "import { bankSchema } from '../src/schemas/bankSchema';\nimport { iban } from '../src/domain/iban';\nimport { store } from './store';"],
    ['src/schemas/Probe.ts', "import { z } from 'zod';\nimport type { Resolver } from 'react-hook-form';\nimport { money } from '../domain/money';"],
    ['mock-api/Probe.ts', "import fs from 'node:fs';\nimport jsonServer from 'json-server';"],
    ['src/providers/apiRequest.ts', "import { messages } from '../domain/messages';\nimport { API_URL } from './apiUrl';"],
    ['src/App.tsx', "import { resourceModules } from '../resources';"],
    ['resources/index.ts', "import { banks } from './banks';"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

});
