// Lints source texts as if they stood at the given paths, with the project's eslint config:
// reads [{filePath, code}] as JSON on stdin, prints [[message, ...], ...] (boundary and
// restricted-import findings only). A child process, because jest cannot load the ESM config.
import { ESLint } from 'eslint';

const input = JSON.parse(await new Promise((resolve) => {
  let data = '';
  process.stdin.on('data', (c) => (data += c)).on('end', () => resolve(data));
}));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, code } of input) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push((result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports').map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
