// Builds bench/stack-reference-app.tsx (the decided stack drawing one heading) the way `vite build` builds the app:
// the same React plugin, React Router production alias and minifier, one file. Both the bundle and Lighthouse
// benchmarks measure it in the same run as ours: what no change of our own code can take away.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { reactRouterProduction } from '../vite.config';

const ENTRY = resolve(import.meta.dirname, 'stack-reference-app.tsx');

export const STACK_REFERENCE_SCRIPT = 'stack-reference.js';

/** The reference's one script, minified as the app's are. */
export async function buildStackReference(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: reactRouterProduction },
    build: { write: false, modulePreload: false, rollupOptions: { input: ENTRY, output: { entryFileNames: STACK_REFERENCE_SCRIPT } } },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`stack reference: expected one script, got ${chunks.map((c) => c.fileName).join(', ')}`);
  return chunks[0]!.code;
}
