import type { Route } from './types';

interface CompiledRoute {
	route: Route;
	regex: RegExp;
	names: string[];
}

export interface RouteMatch {
	route: Route;
	params: Record<string, string>;
}

/** Matches a method and path against `{name}` patterns; literal segments win over parameters. */
export class Router {
	private readonly compiled: CompiledRoute[] = [];

	add(routes: Route[]): void {
		for (const route of routes) {
			const names: string[] = [];
			const source = route.pattern
				.split('/')
				.map((segment) => {
					const m = /^\{(\w+)\}$/.exec(segment);
					if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
					names.push(m[1]);
					return '([^/]+)';
				})
				.join('/');
			this.compiled.push({ route, regex: new RegExp(`^${source}/?$`), names });
		}
		// Routes with fewer parameters first, so `/batch/read` wins over `/{id}`.
		this.compiled.sort((a, b) => a.names.length - b.names.length);
	}

	match(method: string, path: string): RouteMatch | 'method-not-allowed' | undefined {
		let pathMatched = false;
		for (const { route, regex, names } of this.compiled) {
			const m = regex.exec(path);
			if (!m) continue;
			pathMatched = true;
			if (route.method !== method) continue;
			const params: Record<string, string> = {};
			names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1])));
			return { route, params };
		}
		return pathMatched ? 'method-not-allowed' : undefined;
	}
}
