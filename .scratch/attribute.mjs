// Attributes the bytes of each chunk to its source files via the source map.
import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2];
const wanted = process.argv.slice(3);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.js') && wanted.some((w) => f.startsWith(w)))) {
  const code = readFileSync(`${dir}/${file}`, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8')));
  const lines = code.split('\n');
  const bytes = new Map();
  const mappings = [];
  map.eachMapping((m) => mappings.push(m));
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const src = (m.source ?? '?').replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, 'npm:$1').replace(/.*\/src\//, 'src/');
    bytes.set(src, (bytes.get(src) ?? 0) + Math.max(0, end - m.generatedColumn));
  }
  const total = code.length;
  console.log(`== ${file} ${(total / 1024).toFixed(1)} KiB raw`);
  for (const [src, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(n / 1024).toFixed(1).padStart(7)}  ${src}`);
}
