// Builds interpreter/web/static/codemirror.js (one minified file, no imports) and codemirror.LICENSES.txt
// (the licence of every package inside it), from this folder's locked dependencies:
//     cd tools/codemirror && npm ci && npm run build
// The built files are committed: the studio and CI need no Node.
import { build } from "esbuild";
import { readFileSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, "../../interpreter/web/static");
const result = await build({
  entryPoints: [join(here, "entry.mjs")],
  bundle: true,
  minify: true,
  format: "iife",
  globalName: "CM",
  target: "es2020",
  legalComments: "none",
  metafile: true,
  outfile: join(out, "codemirror.js"),
  banner: { js: "/* CodeMirror 6 and its parts for the studio's editor: MIT licences in codemirror.LICENSES.txt. " +
                 "Built from tools/codemirror (npm ci && npm run build); do not edit. */" },
});

// Every package with a file in the bundle, and its licence text.
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const m = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (!m) continue;
  const dir = join(here, "node_modules", m[1]);
  if (packages.has(m[1])) continue;
  const meta = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
  if (!file) throw new Error(`${m[1]} has no licence file`);
  packages.set(m[1], { version: meta.version, license: meta.license, text: readFileSync(join(dir, file), "utf8").trim() });
}
const names = [...packages.keys()].sort();
const text = ["The studio editor's bundle (codemirror.js) holds these packages, each under its licence below.", "",
  ...names.map((n) => `${n} ${packages.get(n).version} (${packages.get(n).license})`), "",
  ...names.flatMap((n) => ["=".repeat(72), `${n} ${packages.get(n).version}`, "=".repeat(72), packages.get(n).text, ""])].join("\n");
writeFileSync(join(out, "codemirror.LICENSES.txt"), text + "\n");
const size = readFileSync(join(out, "codemirror.js")).length;
console.log(`codemirror.js: ${size} bytes, ${names.length} packages: ${names.join(", ")}`);
if (!existsSync(join(out, "codemirror.LICENSES.txt"))) process.exit(1);
