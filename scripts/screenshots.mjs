// `npm run screenshots`: takes the screenshots of the README and docs/ again. The end-to-end suite's
// editor check takes them in a real n8n against the sandbox (test/e2e/checks/editor.mjs); this runs it
// with the checks whose results they show (the trigger's executions, the connected OAuth2 credential)
// and copies every screenshot docs/screenshots/ holds from test/e2e/artifacts/screenshots/.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TAKEN = join(ROOT, 'test', 'e2e', 'artifacts', 'screenshots');
const SHOWN = join(ROOT, 'docs', 'screenshots');

const run = spawnSync(process.execPath, [join(ROOT, 'test', 'e2e', 'run.mjs')], {
	cwd: ROOT,
	stdio: 'inherit',
	env: { ...process.env, E2E_ONLY: 'Trigger,OAuth2,Editor' },
});
if (run.status !== 0) {
	console.error('screenshots: the end-to-end checks failed; docs/screenshots/ is unchanged');
	process.exit(1);
}
const missing = [];
for (const name of readdirSync(SHOWN).filter((file) => file.endsWith('.png'))) {
	if (existsSync(join(TAKEN, name))) copyFileSync(join(TAKEN, name), join(SHOWN, name));
	else missing.push(name);
}
if (missing.length) {
	console.error(`screenshots: not taken: ${missing.join(', ')}`);
	process.exit(1);
}
console.log(`screenshots: copied into docs/screenshots/`);
