import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileFunction } from 'node:vm';
import type { DocumentType } from './documentTypes';
import { DOCUMENT_KINDS } from './documentTypes';

/**
 * Validation of an electronic document against Hacienda's official v4.4 schema of its type
 * (mock-api/receipts/xsd/), with xmllint compiled to WebAssembly (the npm package xmllint-wasm:
 * libxml2's own validator, no native build).
 *
 * The package's validateXML() starts a worker thread and compiles the 760 kB WebAssembly module on
 * every call (about half a second here), far from a payment's budget. So this module runs the
 * package's own Emscripten build in this thread instead: the WebAssembly module is compiled once and
 * instantiated per validation (a fresh xmllint run each time, as the command line would be), and the
 * schema files are read once.
 */
export interface XsdCheck {
  valid: boolean;
  /** xmllint's messages, without file names. */
  errors: string[];
}

interface EmscriptenOptions {
  inputFiles: { fileName: string; contents: Uint8Array }[];
  arguments: string[];
  print: (text: string) => void;
  printErr: (text: string) => void;
  onExit: (code: number) => void;
  postRun: (() => void)[];
  onAbort: (reason: unknown) => void;
  instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
  wasmMemory: WebAssembly.Memory;
}
type XmllintFactory = (options: EmscriptenOptions) => Promise<unknown>;

const packageDir = dirname(createRequire(import.meta.url).resolve('xmllint-wasm/package.json'));
const SCHEMA_DIR = join(import.meta.dirname, 'xsd');
const SIGNATURE_SCHEMA = 'xmldsig-core-schema.xsd';
/** xmllint's default memory (16 MiB, at most 32): a receipt is a few kilobytes. */
const MEMORY = { initial: 256, maximum: 512 };

let runtime: { factory: XmllintFactory; wasm: WebAssembly.Module } | undefined;
const loadRuntime = () => {
  if (runtime) return runtime;
  const source = readFileSync(join(packageDir, 'xmllint-node.js'), 'utf8');
  // the file ends by making itself a worker (it listens on its parent port); only the factory before that is wanted
  const factorySource = source.slice(0, source.indexOf(';(function initWorker()'));
  const file = join(packageDir, 'xmllint-node.js');
  const module = { exports: {} as { default?: XmllintFactory } };
  compileFunction(factorySource, ['module', 'exports', 'require', '__filename', '__dirname'], { filename: file })(
    module,
    module.exports,
    createRequire(file),
    file,
    packageDir,
  );
  const factory = module.exports as unknown as XmllintFactory;
  runtime = { factory, wasm: new WebAssembly.Module(readFileSync(join(packageDir, 'xmllint.wasm'))) };
  return runtime;
};

const schemaFiles = new Map<string, Uint8Array>();
const schemaFile = (name: string) => {
  let contents = schemaFiles.get(name);
  if (!contents) {
    contents = new Uint8Array(readFileSync(join(SCHEMA_DIR, name)));
    schemaFiles.set(name, contents);
  }
  return { fileName: name, contents };
};

/** xmllint --noout --schema <schema> document.xml: 0 valid, 3 or 4 invalid, anything else a failure of xmllint itself. */
const runXmllint = (schema: string, xml: string) => {
  const { factory, wasm } = loadRuntime();
  let stderr = '';
  // Emscripten's exit() sets process.exitCode as a command line program would, between onExit and
  // postRun, in one synchronous run: put back what this process had, before any other code runs
  let exitCodeBefore: typeof process.exitCode;
  return new Promise<{ code: number; stderr: string }>((resolve, reject) => {
    factory({
      inputFiles: [schemaFile(schema), schemaFile(SIGNATURE_SCHEMA), { fileName: 'document.xml', contents: new TextEncoder().encode(xml) }],
      arguments: ['--schema', schema, '--noout', 'document.xml'],
      print: () => undefined,
      printErr: (text) => {
        stderr += `${text}\n`;
      },
      onExit: (code) => {
        exitCodeBefore = process.exitCode;
        resolve({ code, stderr });
      },
      postRun: [
        () => {
          process.exitCode = exitCodeBefore;
        },
      ],
      onAbort: (reason) => reject(new Error(`xmllint aborted: ${String(reason)}`)),
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm), reject);
        return {};
      },
      wasmMemory: new WebAssembly.Memory(MEMORY),
    }).catch(reject);
  });
};

/** The messages of xmllint's output, as 'Element …: …' without the file and line. */
const messagesOf = (stderr: string) =>
  stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.endsWith(' validates') && !line.endsWith(' fails to validate'))
    .map((line) => line.replace(/^document\.xml:\d+: /, ''));

export const validateDocument = async (type: DocumentType, xml: string): Promise<XsdCheck> => {
  const { code, stderr } = await runXmllint(DOCUMENT_KINDS[type].schemaFile, xml);
  if (code !== 0 && code !== 3 && code !== 4) throw new Error(`xmllint failed (${code}): ${stderr}`);
  return { valid: code === 0, errors: code === 0 ? [] : messagesOf(stderr) };
};
