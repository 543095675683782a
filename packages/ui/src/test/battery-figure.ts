/**
 * Prints a security figure of the UI's tests (`[security] markdown payloads rendered: …`) and
 * appends it to `test-results/security-figures.txt` at the repository root, the file `npm test`
 * prints after the unit tests (packages/api/src/security/battery-figures.ts writes the server's).
 */
export async function reportUiBatteryFigure(line: string): Promise<void> {
  console.log(line);
  // Node's fs through a computed specifier: @keel/ui is typed for the browser only.
  const specifier = 'node:fs';
  try {
    const fs = (await import(/* @vite-ignore */ specifier)) as {
      mkdirSync(path: string, options: { recursive: boolean }): void;
      appendFileSync(path: string, data: string): void;
    };
    // Vitest runs in packages/ui (npm test and `npx vitest` alike).
    const cwd = (globalThis as unknown as { process: { cwd(): string } }).process.cwd();
    const directory = `${cwd}/../../test-results`;
    fs.mkdirSync(directory, { recursive: true });
    fs.appendFileSync(`${directory}/security-figures.txt`, `${line}\n`);
  } catch {
    // A read-only checkout still prints the figure above.
  }
}
