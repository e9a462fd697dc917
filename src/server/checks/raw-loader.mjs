// A module hook for running the check thread from source (tests, `npm run dev`): `import text from
// './file.py?raw'` gives the file's text, as Vite does in the browser and in the compiled server.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('?raw')) {
    const file = new URL(url);
    file.search = '';
    const text = await readFile(file, 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
