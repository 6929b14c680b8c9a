import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import type { INodeType } from 'n8n-workflow';
import { ROOT } from './sourceText';

/**
 * ARCHITECTURE.md is the map: it names every node folder with the name users see and every shared
 * module in its layer's row. A node's folder, its class and its display name agree, and its
 * `actions/` holds only resource folders (what several resources share is in `helpers/`).
 */
const NODES = join(ROOT, 'nodes');
const map = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
const folders = readdirSync(NODES).filter((name) => name !== 'shared');
const layers = readdirSync(join(NODES, 'shared'));

/** The cells of the table row whose first cell is `cell`, or undefined. */
export function rowOf(text: string, cell: string): string[] | undefined {
	const line = text.split('\n').find((row) => row.startsWith(`| ${cell} |`));
	return line
		?.split('|')
		.slice(1, -1)
		.map((part) => part.trim());
}

function nodeOf(folder: string): INodeType {
	const module = require(join(NODES, folder, `${folder}.node`)) as Record<
		string,
		new () => INodeType
	>;
	const NodeClass = module[folder];
	if (!NodeClass) throw new Error(`nodes/${folder}/${folder}.node.ts exports no class ${folder}`);
	return new NodeClass();
}

describe('ARCHITECTURE.md', () => {
	it.each(folders)('names nodes/%s/ with its display name', (folder) => {
		const row = rowOf(map, `\`nodes/${folder}/\``);
		expect(row?.[1]).toBe(nodeOf(folder).description.displayName);
	});

	it.each(layers)('names every module of nodes/shared/%s/ in its row', (layer) => {
		const row = rowOf(map, `\`nodes/shared/${layer}/\``)?.join(' ') ?? '';
		const missing = readdirSync(join(NODES, 'shared', layer))
			.filter((file) => file.endsWith('.ts') && !row.includes(`\`${file}\``))
			.map((file) => `nodes/shared/${layer}/${file}`);
		expect(missing).toEqual([]);
	});

	it('reads a table row by its first cell', () => {
		const text = '| Folder | Name |\n| `nodes/A/` | Node A |\n| `nodes/AB/` | Node AB |\n';
		expect(rowOf(text, '`nodes/A/`')).toEqual(['`nodes/A/`', 'Node A']);
		expect(rowOf(text, '`nodes/B/`')).toBeUndefined();
	});
});

describe("a node's actions/", () => {
	it.each(folders.filter((folder) => existsSync(join(NODES, folder, 'actions'))))(
		'of %s holds only resource folders',
		(folder) => {
			const actions = join(NODES, folder, 'actions');
			const strays = readdirSync(actions).filter((name) => {
				const path = join(actions, name);
				return (
					!statSync(path).isDirectory() ||
					!readdirSync(path).some((file) => file.endsWith('.resource.ts'))
				);
			});
			expect(strays).toEqual([]);
		},
	);
});
