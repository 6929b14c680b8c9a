import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageNodes } from '../harness/nodeTypes';

/**
 * The Docs link n8n shows in a node's panel is the first primary documentation URL of the node's
 * codex file (`<Node>.node.json`, beside the node). It opens the package's own page of the node
 * (docs/nodes/<page>.md, titled with the node's name) in the repository package.json names.
 */
const ROOT = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	homepage: string;
	n8n: { nodes: string[] };
};
const repository = manifest.homepage.replace(/#.*$/, '');

/** The page under docs/nodes/ titled `# <name>`. */
function pageOf(name: string): string | undefined {
	const pages = readdirSync(join(ROOT, 'docs', 'nodes'));
	return pages.find(
		(page) =>
			readFileSync(join(ROOT, 'docs', 'nodes', page), 'utf8').split('\n')[0] === `# ${name}`,
	);
}

const cases = manifest.n8n.nodes.map((entry, index) => {
	const codexPath = join(ROOT, entry.replace(/^dist\//, '').replace(/\.js$/, '.json'));
	return { entry, codexPath, displayName: packageNodes()[index].description.displayName };
});

describe("every node's codex Docs link opens the package's page of the node", () => {
	it('reads the repository from package.json', () => {
		expect(repository).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
	});

	it.each(cases)('$displayName', ({ codexPath, displayName }) => {
		expect(existsSync(codexPath)).toBe(true);
		const codex = JSON.parse(readFileSync(codexPath, 'utf8')) as {
			resources?: { primaryDocumentation?: Array<{ url: string }> };
		};
		const page = pageOf(displayName);
		expect(page).toBeDefined();
		expect(codex.resources?.primaryDocumentation?.map(({ url }) => url)).toEqual([
			`${repository}/blob/main/docs/nodes/${page}`,
		]);
	});
});
