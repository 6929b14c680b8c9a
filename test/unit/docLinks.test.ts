import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The README and the pages under docs/: every relative link (images included) reaches a file of the
 * repository and every #anchor a heading of its page, with the anchors GitHub gives headings; the
 * README's table of nodes links one page per node the package registers.
 */
const ROOT = join(__dirname, '..', '..');

function markdownFiles(folder: string): string[] {
	return readdirSync(folder).flatMap((name) => {
		const path = join(folder, name);
		if (statSync(path).isDirectory()) return markdownFiles(path);
		return name.endsWith('.md') ? [path] : [];
	});
}
const DOCUMENTS = [
	...['README.md', 'ARCHITECTURE.md', 'CHANGELOG.md'].map((name) => join(ROOT, name)),
	...markdownFiles(join(ROOT, 'docs')),
];

/** Markdown without its code: fenced blocks and inline code hold no links. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(text: string): Set<string> {
	const anchors = new Set<string>();
	const seen = new Map<string, number>();
	for (const [, heading] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
		const slug = heading
			.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
			.trim()
			.toLowerCase()
			.replace(/[^\p{L}\p{N}\- _]/gu, '')
			.replace(/ /g, '-');
		const count = seen.get(slug) ?? 0;
		seen.set(slug, count + 1);
		anchors.add(count ? `${slug}-${count}` : slug);
	}
	return anchors;
}

/** The targets of a document's inline links and images, and of its reference definitions. */
export function linkTargets(text: string): string[] {
	const body = prose(text);
	const inline = [...body.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
		([, target]) => target,
	);
	const references = [...body.matchAll(/^\[[^\]]+\]:\s+(\S+)/gm)].map(([, target]) => target);
	return [...inline, ...references];
}

/** What is wrong with each relative link of the document at `path`. */
function brokenLinks(path: string, text = readFileSync(path, 'utf8')): string[] {
	const problems: string[] = [];
	for (const target of linkTargets(text)) {
		if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
		const [file, anchor] = target.split('#') as [string, string | undefined];
		const resolved = file ? join(dirname(path), decodeURIComponent(file)) : path;
		const where = `${relative(ROOT, path)} → ${target}`;
		if (file && (!resolved.startsWith(ROOT) || !existsSync(resolved))) {
			problems.push(`${where}: no such file`);
			continue;
		}
		if (anchor !== undefined) {
			if (!resolved.endsWith('.md'))
				problems.push(`${where}: an anchor into a file that is not Markdown`);
			else if (!headingAnchors(file ? readFileSync(resolved, 'utf8') : text).has(anchor))
				problems.push(`${where}: no heading with that anchor`);
		}
	}
	return problems;
}

describe('links of the README and docs/', () => {
	it('computes the anchors GitHub gives headings, and finds links outside code', () => {
		expect([
			...headingAnchors(
				"# HubSpot CRM\n## Properties: n8n's resource mapper (node version 2)\n## Failures\n## Failures\n```\n# not a heading\n```\n",
			),
		]).toEqual([
			'hubspot-crm',
			'properties-n8ns-resource-mapper-node-version-2',
			'failures',
			'failures-1',
		]);
		expect(
			linkTargets(
				'See [a](docs/a.md#x) and ![b](b.png "B"), not `[c](c.md)`.\n\n[d]: https://example.com\n',
			),
		).toEqual(['docs/a.md#x', 'b.png', 'https://example.com']);
	});

	it('every relative link resolves and every anchor exists', () => {
		expect(DOCUMENTS.length).toBeGreaterThan(10);
		expect(DOCUMENTS.flatMap((path) => brokenLinks(path))).toEqual([]);
	});

	it('finds a link to a missing file, to a missing anchor, and to an anchor outside Markdown', () => {
		const page = join(ROOT, 'docs', 'example.md');
		const text =
			'[a](nodes/no-such-node.md) [b](nodes/crm.md#no-such-heading) [c](screenshots/nodes-panel.png#x)\n[d](nodes/crm.md#failures-and-limits) [e](../README.md#the-two-commands) [f](#example)\n\n# Example\n';
		expect(brokenLinks(page, text)).toEqual([
			'docs/example.md → nodes/no-such-node.md: no such file',
			'docs/example.md → nodes/crm.md#no-such-heading: no heading with that anchor',
			'docs/example.md → screenshots/nodes-panel.png#x: an anchor into a file that is not Markdown',
		]);
	});

	it("the README's table of nodes links one page under docs/nodes/ per node the package registers, titled with the node's name", () => {
		const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
		const { n8n } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
		const linked = new Map(
			[...readme.matchAll(/^\| \[([^\]]+)\]\((docs\/nodes\/[\w-]+\.md)\) \|/gm)].map(
				([, name, page]) => [name, page],
			),
		);
		const names = (n8n.nodes as string[]).map((entry) => {
			const [, folder, file] = /^dist\/(nodes\/\w+)\/(\w+)\.node\.js$/.exec(entry)!;
			const type = require(join(ROOT, folder, `${file}.node`))[file];
			return new type().description.displayName as string;
		});
		expect([...linked.keys()].sort()).toEqual([...names].sort());
		for (const [name, page] of linked)
			expect([name, readFileSync(join(ROOT, page), 'utf8').split('\n')[0]]).toEqual([
				name,
				`# ${name}`,
			]);
	});
});
