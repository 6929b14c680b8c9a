import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The shape of nodes/: the shared layers import only their own layer or lower ones
 * (transport → execution and polling → crm, forms, files and conversations → webhooks), shared code knows no node, a node imports nothing from
 * another node's folder, and no module imports itself back through others.
 */

const ROOT = resolve(__dirname, '../..');
const NODES = join(ROOT, 'nodes');
/** Each shared layer's rank: a module imports its own rank or lower; the CRM, forms and files domains side by side. */
const LAYERS: Record<string, number> = {
	transport: 0,
	execution: 1,
	polling: 1,
	crm: 2,
	forms: 2,
	files: 2,
	conversations: 2,
	webhooks: 3,
};

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return path.endsWith('.ts') ? [path] : [];
	});
}

/** The modules of nodes/ a file imports (import, import type, export … from), as absolute .ts paths. */
export function importsOf(file: string, text: string): string[] {
	const specifiers = [
		...text.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g),
	].map((match) => match[1]);
	return specifiers
		.map((specifier) => `${resolve(dirname(file), specifier)}.ts`)
		.filter((path) => path.startsWith(NODES + sep));
}

/** Where a module sits: a shared layer (`shared/crm`) or a node (`HubSpotCrm`). */
function placeOf(file: string): { node?: string; layer?: number; shared: boolean } {
	const [top, second] = relative(NODES, file).split(sep);
	if (top !== 'shared') return { node: top, shared: false };
	return { layer: LAYERS[second] ?? -1, shared: true };
}

const files = sourceFiles(NODES);
const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
const shown = (file: string) => relative(ROOT, file);

describe('imports of nodes/', () => {
	it('reads the imports it judges', () => {
		expect(
			importsOf(
				join(NODES, 'shared/crm/a.ts'),
				"import type { X } from '../transport/paths';\nexport { y } from './pickers';\nimport { z } from 'n8n-workflow';",
			),
		).toEqual([join(NODES, 'shared/transport/paths.ts'), join(NODES, 'shared/crm/pickers.ts')]);
		expect(graph.get(join(NODES, 'HubSpotCrm/HubSpotCrm.node.ts'))).toContain(
			join(NODES, 'shared/execution/router.ts'),
		);
	});

	it('keeps every shared module in a layer, every import resolving', () => {
		const outside = files
			.filter((file) => placeOf(file).shared && placeOf(file).layer === -1)
			.map(shown);
		expect(outside).toEqual([]);
		const unresolved = [...graph].flatMap(([file, imports]) =>
			imports
				.filter((target) => !graph.has(target))
				.map((target) => `${shown(file)} → ${shown(target)}`),
		);
		expect(unresolved).toEqual([]);
	});

	it('has no import from a lower shared layer into a higher one, and none from shared code into a node', () => {
		const upward = [...graph].flatMap(([file, imports]) => {
			const from = placeOf(file);
			if (!from.shared) return [];
			return imports
				.filter((target) => {
					const to = placeOf(target);
					return !to.shared || (to.layer ?? 0) > (from.layer ?? 0);
				})
				.map((target) => `${shown(file)} → ${shown(target)}`);
		});
		expect(upward).toEqual([]);
	});

	it("has no import from one node's folder into another's", () => {
		const across = [...graph].flatMap(([file, imports]) => {
			const { node } = placeOf(file);
			return node
				? imports
						.filter((target) => placeOf(target).node !== undefined && placeOf(target).node !== node)
						.map((target) => `${shown(file)} → ${shown(target)}`)
				: [];
		});
		expect(across).toEqual([]);
	});

	it('has no cycle', () => {
		const cycles: string[] = [];
		const state = new Map<string, 'open' | 'done'>();
		const visit = (file: string, path: string[]) => {
			if (state.get(file) === 'done') return;
			if (state.get(file) === 'open') {
				cycles.push([...path.slice(path.indexOf(file)), file].map(shown).join(' → '));
				return;
			}
			state.set(file, 'open');
			for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
			state.set(file, 'done');
		};
		for (const file of files) visit(file, []);
		expect(cycles).toEqual([]);
	});
});
