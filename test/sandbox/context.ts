import type { TokenRegistry } from './auth';
import type { Clock } from './clock';
import type { SandboxConfig } from './config';
import type { EventBus } from './events';
import type { Faults } from './faults';
import type { RateLimits } from './limits';
import type { RequestLog } from './requestLog';

/** What every API area of the sandbox is given: its settings, time, events, tokens, limits, faults and log. */
export interface SandboxContext {
	config: SandboxConfig;
	clock: Clock;
	bus: EventBus;
	tokens: TokenRegistry;
	limits: RateLimits;
	faults: Faults;
	log: RequestLog;
	/** Base URL the sandbox listens on (for links and redirects), known once listening. */
	baseUrl: () => string;
}
