import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);
const OFFICIAL_SCHEMA = require.resolve('@digitalia/fatturapa/src/schemas/Schema_1.2.1.xsd');
const XMLDSIG_URL = 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd';
const XMLDSIG_LOCAL = 'xmldsig-core-schema.xsd';

/** The official FatturaPA 1.2.1 schema with its signature import pointed at the local stand-in (offline). */
const schema = readFileSync(OFFICIAL_SCHEMA, 'utf8')
  .replace(/^\uFEFF/, '')
  .replace(XMLDSIG_URL, XMLDSIG_LOCAL);
if (!schema.includes(`schemaLocation="${XMLDSIG_LOCAL}"`))
  throw new Error('the FatturaPA schema no longer imports xmldsig by the known URL');
const xmldsig = readFileSync(fileURLToPath(new URL('./invoices-xmldsig-core-schema.xsd', import.meta.url)), 'utf8');

/** Validates with libxml2 (WebAssembly): answers the errors, empty when the file is valid. */
export async function fatturaPaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [{ fileName: 'Schema_1.2.1.xsd', contents: schema }],
    preload: [{ fileName: XMLDSIG_LOCAL, contents: xmldsig }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
