import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

/** The repository's root. */
export const ROOT = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return path.endsWith('.ts') ? [path] : [];
	});
}

/** The TypeScript files of nodes/ and credentials/, by their path from the root (`/`-separated). */
export function packageSourceFiles(): string[] {
	return ['nodes', 'credentials']
		.flatMap((dir) => sourceFiles(join(ROOT, dir)))
		.map((path) => relative(ROOT, path).split('\\').join('/'));
}

export const readSource = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

/** The code of a file without its comments (a `//` inside a string such as a URL is kept). */
export function withoutComments(text: string): string {
	return text
		.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
		.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Every match of `pattern` (global) in the code of a file, as `file:line: match`. */
export function matchesInCode(file: string, text: string, pattern: RegExp): string[] {
	return withoutComments(text)
		.split('\n')
		.flatMap((line, index) =>
			[...line.matchAll(pattern)].map((match) => `${file}:${index + 1}: ${match[0]}`),
		);
}
