import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const here = path.dirname(fileURLToPath(import.meta.url));
const CII_XSD_DIR = path.join(here, 'xsd', 'factur-x-1.07.3-en16931');
const CII_MAIN = 'Factur-X_1.07.3_EN16931.xsd';

/** Validates CII against the Factur-X EN 16931 schema (CII D16B subset): the errors, none when valid. */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const files = readdirSync(CII_XSD_DIR).filter((name) => name.endsWith('.xsd'));
  const load = (fileName: string) => ({
    fileName,
    contents: readFileSync(path.join(CII_XSD_DIR, fileName), 'utf8'),
  });
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [load(CII_MAIN)],
    preload: files.filter((name) => name !== CII_MAIN).map(load),
  });
  return result.errors.map((error) => error.message);
}
