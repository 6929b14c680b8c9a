import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { INodeType, INodeTypes, IVersionedNodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';
import { BinarySource } from './nodes/BinarySource.node';
import { ItemsSource } from './nodes/ItemsSource.node';
import { TransportProbe } from './nodes/TransportProbe.node';

export const PACKAGE_NAME = 'n8n-nodes-hubspot-platform';
const ROOT = join(__dirname, '..', '..');

/**
 * The package's node types, loaded from the TypeScript sources of the files that package.json's
 * `n8n.nodes` lists (so a node missing from package.json is missing here too). As n8n's loader
 * does, each file gives the class named after it (`HubSpotCrm.node.js` → `HubSpotCrm`).
 */
export function packageNodes(): Array<INodeType | IVersionedNodeType> {
	const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
		n8n: { nodes: string[] };
	};
	return manifest.n8n.nodes.map((distPath) => {
		const source = join(ROOT, distPath.replace(/^dist\//, '').replace(/\.js$/, '.ts'));
		const className = basename(source).split('.')[0];
		const NodeClass = (require(source) as Record<string, new () => INodeType>)[className];
		if (typeof NodeClass !== 'function')
			throw new Error(`${distPath} exports no class ${className}, which n8n would load`);
		return new NodeClass();
	});
}

/** The package's node types and the test nodes, by type name. */
function loadPackageNodes(): Map<string, INodeType | IVersionedNodeType> {
	const types = new Map<string, INodeType | IVersionedNodeType>();
	for (const node of [
		new ItemsSource(),
		new BinarySource(),
		new TransportProbe(),
		...packageNodes(),
	])
		types.set(`${PACKAGE_NAME}.${node.description.name}`, node);
	return types;
}

let cache: Map<string, INodeType | IVersionedNodeType> | undefined;

export class PackageNodeTypes implements INodeTypes {
	private readonly extra = new Map<string, INodeType>();

	private get types() {
		cache ??= loadPackageNodes();
		return cache;
	}

	/** Registers a test-only node type under the package's prefix. */
	register(node: INodeType): void {
		this.extra.set(`${PACKAGE_NAME}.${node.description.name}`, node);
	}

	getByName(nodeType: string): INodeType | IVersionedNodeType {
		const node = this.extra.get(nodeType) ?? this.types.get(nodeType);
		if (!node) throw new Error(`Unknown node type ${nodeType}`);
		return node;
	}

	getByNameAndVersion(nodeType: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(nodeType), version);
	}

	getKnownTypes() {
		return {};
	}
}
