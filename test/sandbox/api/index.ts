import type { SandboxContext } from '../context';
import type { SandboxArea } from '../types';

/** Every API area of the sandbox, in routing order. Each area adds its own line here. */
export function createAreas(context: SandboxContext): SandboxArea[] {
	return [];
}
